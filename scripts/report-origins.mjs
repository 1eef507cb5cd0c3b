// npm run report:origins: the attribution report (scripts/origins-report), loaded through Vite's module runner
// because it shares the landing layout with the worker in TypeScript (core/landing.ts) and Node 20 runs no TypeScript.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

try {
  const entry = fileURLToPath(new URL("./origins-report/main.ts", import.meta.url));
  const { module } = await runnerImport(entry, { logLevel: "error" });
  process.exitCode = await module.main(process.argv.slice(2), process.env);
} catch (error) {
  // a bug, not a user error: one line still, the details are for whoever fixes it
  process.stderr.write(`report:origins: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
