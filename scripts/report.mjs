// npm run report:origins | report:vitals: an Analytics Engine report (scripts/<origins|vitals>-report), loaded through
// Vite's module runner because it shares its data point's layout with the worker in TypeScript (core/landing.ts,
// core/vitals.ts) and Node 20 runs no TypeScript.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const REPORTS = ["origins", "vitals"];
const [report, ...argv] = process.argv.slice(2);

if (!REPORTS.includes(report)) {
  process.stderr.write(`report: name one of ${REPORTS.join(", ")} (got ${JSON.stringify(report ?? "")})\n`);
  process.exitCode = 1;
} else {
  try {
    const entry = fileURLToPath(new URL(`./${report}-report/main.ts`, import.meta.url));
    const { module } = await runnerImport(entry, { logLevel: "error" });
    process.exitCode = await module.main(argv, process.env);
  } catch (error) {
    // a bug, not a user error: one line still, the details are for whoever fixes it
    process.stderr.write(`report:${report}: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
