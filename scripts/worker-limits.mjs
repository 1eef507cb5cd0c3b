// Each deployed environment of wrangler.toml built as `wrangler deploy --dry-run` would upload it, held to Workers' limits:
// the bundle's gzipped size and the CPU its startup takes (wrangler's startup profile). Prints both; fails over a limit.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Workers' free plan takes 3 MB of gzipped script (the paid plan 10 MB): holding the free plan's keeps the site
 * deployable by a school on either plan, at a fraction of it today.
 */
export const BUNDLE_LIMIT_BYTES = 3 * 1024 * 1024;
/**
 * Cloudflare refuses a Worker whose global scope runs longer than its startup limit at upload. The profile is
 * taken on this machine's CPU, not Cloudflare's: the budget is the 400 ms the limit long was, under today's 1 s.
 */
export const STARTUP_BUDGET_MS = 400;

/** The uploaded modules' size, raw and gzipped: every file of a --outdir but the source maps and wrangler's README. */
export function bundleSize(dir) {
  const modules = readdirSync(dir).filter((name) => !name.endsWith(".map") && name !== "README.md");
  const bytes = modules.map((name) => readFileSync(join(dir, name)));
  return {
    raw: bytes.reduce((sum, file) => sum + file.length, 0),
    gzip: bytes.reduce((sum, file) => sum + gzipSync(file).length, 0),
  };
}

/**
 * CPU time in a V8 profile, in ms: its busy (not idle) samples times its sampling interval, read as the lower quartile
 * of the gaps between samples. A loaded machine lengthens gaps: adding them up would count the time the thread waited
 * for a core, and the odd short gap would make the least of them too small.
 */
export function profileCpuMs(profile) {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  const gaps = profile.timeDeltas.slice(1).sort((a, b) => a - b);
  const interval = gaps[Math.floor(gaps.length / 4)] ?? 0;
  return (profile.samples.filter((node) => !idle.has(node)).length * interval) / 1000;
}

/** What breaks a limit, a sentence each. */
export function limitProblems({ env, gzip, startupMs }) {
  const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
  return [
    ...(gzip > BUNDLE_LIMIT_BYTES ? [`${env}: the bundle is ${kib(gzip)} gzipped, over Workers' ${kib(BUNDLE_LIMIT_BYTES)}.`] : []),
    ...(startupMs > STARTUP_BUDGET_MS ? [`${env}: startup takes ${Math.round(startupMs)} ms of CPU, over the ${STARTUP_BUDGET_MS} ms budget.`] : []),
  ];
}

const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn" };
function wrangler(args) {
  const result = spawnSync("npx", ["wrangler", ...args], { encoding: "utf8", env: wranglerEnv });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

/** Startup CPU of an upload form (`--outfile`), by `wrangler check startup`, which profiles its import in workerd. */
function startupMs(form) {
  const profile = form.replace(/\.form$/, ".cpuprofile");
  wrangler(["check", "startup", "--worker", form, "--outfile", profile]);
  return profileCpuMs(JSON.parse(readFileSync(profile, "utf8")));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync("dist/client")) {
    console.error("worker-limits: no dist/client to upload with the worker: run `npm run build` first.");
    process.exit(1);
  }
  const { experimental_readRawConfig } = await import("wrangler");
  const environments = Object.keys(experimental_readRawConfig({ config: "wrangler.toml" }).rawConfig.env ?? {});
  const out = "dist/deploy";
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const problems = [];
  for (const env of environments) {
    const form = `${out}/${env}.form`;
    const output = wrangler(["deploy", "--dry-run", "--env", env, "--outdir", `${out}/${env}`, "--outfile", form]);
    // a var, binding or define left out of an environment is a warning of wrangler's: here it fails
    if (/WARNING/.test(output)) problems.push(`${env}: wrangler warned:\n${output}`);
    const { raw, gzip } = bundleSize(`${out}/${env}`);
    const startup = startupMs(form);
    console.log(
      `${env}: bundle ${Math.round(raw / 1024)} KiB, ${Math.round(gzip / 1024)} KiB gzipped (limit ${BUNDLE_LIMIT_BYTES / 1024} KiB); ` +
        `startup ${Math.round(startup)} ms of CPU (budget ${STARTUP_BUDGET_MS} ms)`,
    );
    problems.push(...limitProblems({ env, gzip, startupMs: startup }));
  }
  for (const problem of problems) console.error(problem);
  process.exit(problems.length ? 1 : 0);
}
