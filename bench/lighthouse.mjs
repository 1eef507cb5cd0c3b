// Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4× CPU slowdown) on Debian's Chromium, the
// median of a few runs per page, each page beside its floor measured in turn in the same run: a copy of the same page
// with every script removed (bench/rewriting-proxy.mjs); and the JavaScript the home page loads, gzipped.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { runnerImport } from "vite";
import { userAgents } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { inTurn, mark, median, ratio, table } from "./figures.mjs";
import { startRewritingProxy, withoutScripts } from "./rewriting-proxy.mjs";

/** BENCH_LIGHTHOUSE_PAGES (comma-separated paths) measures only those. Lighthouse resets storage before each run: no consent cookie, the banner is shown. */
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/formations/dcg", "/campus/lyon", "/actualites"];
/** A run whose trace Chromium failed to record (NO_NAVSTART, seen on a loaded machine) is run again, this many times. */
const RUN_ATTEMPTS = 3;
/** The goal: performance within this many points of the page's copy without scripts. */
const FLOOR_POINTS = 2;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/**
 * BENCH_LIGHTHOUSE_ANSWERED=1: each page also as a visitor who answered the consent banner on an earlier visit (the
 * refusal's cookie sent with every request: no banner), its runs taken in turn with the banner's: what the banner costs.
 */
const ANSWERED = process.env.BENCH_LIGHTHOUSE_ANSWERED === "1";

/** The cookie of a visitor who refused, as core/consent.ts writes it (read only when asked: every bench loads this module). */
async function answeredCookie() {
  const { CONSENT_COOKIE, consentValue, REFUSED } = (await runnerImport("./core/consent.ts", { logLevel: "error" })).module;
  return `${CONSENT_COOKIE}=${consentValue(REFUSED)}`;
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const HOME_JS_GOAL_KB = 60;

/** Chromium with a debugging port of its choosing, read back from the profile directory. */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      const port = Number(readFileSync(join(profile, "DevToolsActivePort"), "utf8").split("\n")[0]);
      if (port) return { port, stop };
    } catch {
      // not written yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`Chromium (${CHROMIUM_PATH}) did not open its debugging port`);
}

/** The audits that cost points in the categories other than performance, as "category: audit". */
const missedAudits = (lhr) =>
  CATEGORIES.slice(1).flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );

/** The figures of one run; the longest task is the longest observed top-level task times the simulated CPU slowdown. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const loadEvent = audit("metrics").details.items[0].observedLoad;
  const observedLongest = Math.max(0, ...(audit("main-thread-tasks").details?.items ?? []).map((task) => task.duration));
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    tbt: audit("total-blocking-time").numericValue,
    lcp: audit("largest-contentful-paint").numericValue,
    cls: audit("cumulative-layout-shift").numericValue,
    longestTask: observedLongest * lhr.configSettings.throttling.cpuSlowdownMultiplier,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    missed: missedAudits(lhr),
    // Requests started before the load event are the first load; React comes after, when the page is idle.
    loaded: (audit("network-requests").details?.items ?? []).map(({ url, resourceType, networkRequestTime }) => ({
      url,
      resourceType,
      first: networkRequestTime <= loadEvent,
    })),
  };
}

/** Gzipped size of the files of one type a page loaded, fetched again from the site (what a compressing edge sends). */
async function gzippedKb(loaded, resourceType) {
  // A prefetched script is "Other" to Lighthouse: it is known by its name.
  const ofType = (file) => file.resourceType === resourceType || (resourceType === "Script" && new URL(file.url).pathname.endsWith(".js"));
  const urls = new Set(loaded.filter(ofType).map((file) => file.url));
  const sizes = await Promise.all([...urls].map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length));
  return { kb: sizes.reduce((a, b) => a + b, 0) / 1024, count: sizes.length };
}

const ms = (value) => `${Math.round(value)} ms`;

export async function lighthouseFigures(site) {
  const cookie = ANSWERED ? await answeredCookie() : "";
  const chromium = await launchChromium();
  const floorSite = await startRewritingProxy(site.url, withoutScripts);
  const byPage = [];
  let version = "";
  try {
    for (const path of PAGES) {
      // The first visit of a phone renders and fills the page cache: Lighthouse measures what later visitors get.
      await (await fetch(`${site.url}${path}`, { headers: { "user-agent": userAgents.mobile } })).arrayBuffer();
      const variants = [
        { label: path, url: `${site.url}${path}`, flags: {} },
        { label: "floor", url: `${floorSite.url}${path}`, flags: {} },
        ...(ANSWERED ? [{ label: `${path} (answered)`, url: `${site.url}${path}`, flags: { extraHeaders: { cookie } } }] : []),
      ];
      const runs = new Map(variants.map(({ label }) => [label, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const { label, url, flags } of inTurn(i, variants)) {
          let result;
          for (let attempt = 1; attempt <= RUN_ATTEMPTS; attempt++) {
            result = await lighthouse(url, { port: chromium.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, ...flags });
            if (!result?.lhr.runtimeError) break;
            if (attempt === RUN_ATTEMPTS) throw new Error(`Lighthouse on ${label} (${url}): ${result.lhr.runtimeError.message}`);
          }
          version = result.lhr.lighthouseVersion;
          runs.get(label).push(figuresOf(result.lhr));
        }
      }
      const summary = (pageRuns) => ({ runs: pageRuns, of: (key) => median(pageRuns.map((run) => run[key])) });
      const floor = summary(runs.get("floor"));
      for (const { label } of variants.filter((variant) => variant.label !== "floor")) byPage.push({ path: label, ...summary(runs.get(label)), floor });
    }
  } finally {
    await floorSite.close();
    await chromium.stop();
  }

  console.log(`Lighthouse ${version}, mobile defaults (emulated phone, simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs per page.`);
  console.log("Floor: a copy of the same page with every script removed, served through a proxy that leaves everything else as it is,");
  console.log("measured in turn with the page in the same run. Longest task: the longest top-level main-thread task seen, times the 4×");
  console.log("slowdown Lighthouse simulates, navigation and first layout included.");
  const benchmark = median(byPage.flatMap(({ runs, floor }) => [...runs, ...floor.runs].map((run) => run.benchmarkIndex)));
  console.log(`TBT and tasks scale with this machine's free CPU: Lighthouse's CPU benchmark index ${Math.round(benchmark)} (median; higher is faster).\n`);
  const score = (value) => `${value} ${mark(value === 100)}`;
  const rows = [["page", "performance", "floor", "points", "TBT", "floor", "LCP", "floor", "CLS", "longest task", "× floor", "a11y", "best practices", "SEO"]];
  rows.push(["goal", "", "", `≥ −${FLOOR_POINTS}`, "", "", "", "", "0", "", "", "100", "100", "100"]);
  for (const { path, of, floor } of byPage) {
    const points = of("performance") - floor.of("performance");
    rows.push([
      path,
      of("performance"),
      floor.of("performance"),
      `${points > 0 ? "+" : ""}${points} ${mark(points >= -FLOOR_POINTS)}`,
      ms(of("tbt")),
      ms(floor.of("tbt")),
      ms(of("lcp")),
      ms(floor.of("lcp")),
      `${of("cls").toFixed(3)} ${mark(of("cls") < 0.0005)}`,
      ms(of("longestTask")),
      ratio(of("longestTask"), floor.of("longestTask")),
      score(of("accessibility")),
      score(of("best-practices")),
      score(of("seo")),
    ]);
  }
  console.log(table(rows));
  const list = (pageRuns) => pageRuns.map((run) => run.performance).join(", ");
  console.log(`\nRuns (performance): ${byPage.map(({ path, runs, floor }) => `${path} ${list(runs)} | floor ${list(floor.runs)}`).join("; ")}`);

  const missed = [...new Set(byPage.flatMap(({ runs }) => runs.flatMap((run) => run.missed)))];
  if (missed.length) console.log(`\nAudits that cost points outside performance: ${missed.join(", ")}`);

  const home = byPage.find((page) => page.path === "/");
  const loaded = home.runs.flatMap((run) => run.loaded);
  const first = loaded.filter((file) => file.first);
  const [js, css, html] = await Promise.all(["Script", "Stylesheet", "Document"].map((type) => gzippedKb(first, type)));
  const idle = await gzippedKb(loaded.filter((file) => !file.first), "Script");
  console.log(`\nHome first load (requests before the load event), gzip: JavaScript ${js.kb.toFixed(1)} KB in ${js.count} files ${mark(js.kb <= HOME_JS_GOAL_KB)} (goal ≤ ${HOME_JS_GOAL_KB} KB: the entry; the islands' chunks are prefetched after load and run only when used, see the interaction part); CSS ${css.kb.toFixed(1)} KB; HTML ${html.kb.toFixed(1)} KB`);
  console.log(`Fetched after the load event: JavaScript ${idle.kb.toFixed(1)} KB in ${idle.count} files`);
}
