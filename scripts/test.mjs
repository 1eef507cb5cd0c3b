// npm test: build, each environment's deploy dry run, typecheck, unit tests in workerd and Node, the CMS's own tests (SQLite, then PostgreSQL), then browser tests
// against the started site. Ends with one summary line. TEST_ONLY=unit,e2e (names below) runs a subset; the Debian packages
// the chosen stages need are checked (and installed when possible) before any of them runs.
import { spawn } from "node:child_process";
import { readFileSync, rmSync, mkdirSync } from "node:fs";
import { chromiumVersion } from "./chromium.mjs";
import { ensureDeps } from "./system-deps.mjs";

const results = "test-results";

function exec(command, args, env = {}) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

const readReport = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};
const firstLine = (text) => (text ?? "").split("\n")[0].slice(0, 300);
/** The failing tests of a vitest report, a line each with the first line of the reason: CI keeps only the log's tail. */
const vitestFailures = (report) =>
  (report?.testResults ?? []).flatMap((suite) => {
    const name = suite.name.replace(`${process.cwd()}/`, "");
    const tests = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed outside any test (an import, a hook) has no failing test to name.
    if (suite.status === "failed" && !tests.length) return [`${name}: ${firstLine(suite.message)}`];
    return tests.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
/** A vitest run whose JSON report, read once, gives the stage's counts and failing tests. */
function vitestStage(name, args, needs) {
  const file = `${results}/${name}.json`;
  let report = null;
  return {
    name,
    needs,
    run: async () => {
      const result = await exec("npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
      report = readReport(file);
      return result;
    },
    counts: () => report && { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTotalTestSuites && !report.success && report.numFailedTests === 0 ? 1 : 0) },
    failures: () => vitestFailures(report),
  };
}
const nodeTestCounts = (output) => {
  const pass = output.match(/^# pass (\d+)/m);
  const fail = output.match(/^# fail (\d+)/m);
  return pass && fail ? { passed: Number(pass[1]), failed: Number(fail[1]) } : null;
};

const stages = [
  { name: "build", run: () => exec("node", ["scripts/build.mjs"]) },
  // each deployed environment's dry run against Workers' size limit and startup budget (needs the build's client files)
  { name: "worker-limits", run: () => exec("node", ["scripts/worker-limits.mjs"]) },
  { name: "typecheck", run: () => exec("npx", ["tsc", "-b"]) },
  vitestStage("unit", [], ["xmllint"]),
  {
    name: "cms",
    run: () => exec("npm", ["--prefix", "cms", "test"]),
    counts: (output) => nodeTestCounts(output),
  },
  {
    // the same suite on PostgreSQL, the production database, in a throwaway cluster
    name: "cms-postgres",
    needs: ["postgresql"],
    run: () => exec("npm", ["--prefix", "cms", "run", "test:postgres"]),
    counts: (output) => nodeTestCounts(output),
  },
  {
    // production's shape on PostgreSQL: two Strapi on one database and one S3 bucket (moto), the built site, a restore drill
    name: "production",
    needs: ["postgresql", "moto"],
    run: () => exec("npm", ["--prefix", "cms", "run", "test:production"]),
    counts: (output) => nodeTestCounts(output),
  },
  // named with the browser's version: Chromium is installed at its current version, so a failure may be a new one's
  { ...vitestStage("e2e", ["-c", "vitest.e2e.config.ts"], ["chromium", "xmllint", "java"]), label: () => `e2e, ${chromiumVersion()}` },
];

const only = process.env.TEST_ONLY?.split(",");
const chosen = stages.filter((stage) => !only || only.includes(stage.name));
const lacking = ensureDeps(chosen.flatMap((stage) => stage.needs ?? []));
if (lacking) {
  console.error(lacking);
  process.exit(1);
}
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failedStages = [];
const failures = [];
for (const stage of chosen) {
  const label = stage.label?.() ?? stage.name;
  console.log(`\n=== ${label} ===`);
  const { code, output } = await stage.run();
  const counts = stage.counts?.(output);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  } else if (code === 0) {
    passed += 1;
  }
  if (code !== 0) {
    failedStages.push(label);
    failures.push(...(stage.failures?.() ?? []));
    if (!counts || counts.failed === 0) failed += 1;
  }
}
if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(", ")}`);
for (const failure of failures) console.log(`  ✗ ${failure}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedStages.length ? 1 : 0);
