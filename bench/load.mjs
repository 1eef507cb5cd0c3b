// Throughput of the site's answers under wrk, each as a ratio of a static file's throughput measured in the same run
// (the floor: what workerd serves without running the worker), interleaved rounds, medians. On a local site the
// workerd processes' CPU time per request is measured too: unlike req/s, it hardly moves when other work shares the cores.
import { setTimeout as sleep } from "node:timers/promises";
import { mark, median, table } from "./figures.mjs";
import { cpuSeconds } from "./processes.mjs";
import { assertWrk, wrk } from "./wrk.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** The page's first stylesheet: a hashed file of the same build, served as a static asset. */
export async function stylesheetOf(siteUrl) {
  const html = await (await fetch(`${siteUrl}/`)).text();
  const href = html.match(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/)?.[1] ?? html.match(/<link[^>]+href="([^"]+\.css)"/)?.[1];
  if (!href) throw new Error(`No stylesheet linked from ${siteUrl}/`);
  return href;
}

const timing = (res, name) => res.headers.get("server-timing")?.match(new RegExp(`${name};desc="([^"]+)"`))?.[1] ?? "none";

/**
 * Each target and what a warm request of it must answer, so that no figure measures something else by
 * mistake (a page-cache "hit" that misses, a redirect that is a 404).
 */
function targets(stylesheet) {
  return [
    { label: "static stylesheet (floor)", path: stylesheet, status: 200 },
    { label: "home, page-cache hit", path: "/", status: 200, page: "hit", goal: 0.9 },
    { label: "programme page, page-cache hit", path: "/formations/dcg", status: 200, page: "hit", goal: 0.9 },
    // The pop-in opened server-side is personal, never in the page cache: every request renders, CMS answers are cached.
    { label: "home with the pop-in, warm render (page cache bypassed)", path: "/?popin=contact", status: 200, page: "bypass", cms: "hit-fresh", goal: 0.6 },
    { label: "news list, page-cache hit", path: "/actualites", status: 200, page: "hit" },
    { label: "legacy redirect 301", path: "/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion", status: 301 },
  ];
}

/** Fills the caches, then checks that a request answers as the target expects; returns the differences. */
async function warm(siteUrl, target) {
  const get = async (url) => {
    const res = await fetch(url, { redirect: "manual" });
    await res.arrayBuffer();
    return res;
  };
  const url = `${siteUrl}${target.path}`;
  await get(url);
  let problems = [];
  // Just past CMS_FRESH_SECONDS a page is rendered again, and its old copy answers meanwhile: ask again a moment later.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt) await sleep(400);
    const res = await get(url);
    problems = res.status === target.status ? [] : [`status ${res.status}, expected ${target.status}`];
    for (const name of ["page", "cms"]) {
      if (target[name] && timing(res, name) !== target[name]) problems.push(`${name} cache "${timing(res, name)}", expected "${target[name]}"`);
    }
    if (!problems.length) break;
  }
  return problems;
}

export async function loadFigures(site) {
  assertWrk();
  const list = targets(await stylesheetOf(site.url));
  const samples = list.map(() => []);
  const warnings = new Set();
  const missed = new Set();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of list.entries()) {
      for (const problem of await warm(site.url, target)) {
        warnings.add(`${target.label}: ${problem}`);
        missed.add(i);
      }
      const cpu = () => site.processes().reduce((sum, { pid }) => sum + cpuSeconds(pid), 0);
      const cpuBefore = cpu();
      const result = await wrk(`${site.url}${target.path}`, { seconds: SECONDS, connections: CONNECTIONS });
      samples[i].push({ ...result, cpuMs: ((cpu() - cpuBefore) * 1000) / result.requests });
    }
  }

  const figures = samples.map((runs) => ({
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    errors: runs.reduce((sum, r) => sum + r.socketErrors + r.badStatus, 0),
  }));
  const floor = figures[0];
  const measuredCpu = site.processes().length > 0;
  console.log(`wrk, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per target, medians; ratios against the floor of this run.`);
  if (measuredCpu) console.log("CPU: workerd CPU time per request; × floor (CPU) = the floor's CPU per request / the target's, the req/s ratio on an idle machine.");
  const rows = [["target", "req/s", "p50", "p99", "× floor", "CPU/req", "× floor (CPU)", "goal", "errors"]];
  const goalMark = (goal, ratios) => (goal ? `≥ ${goal} ${ratios.map((ratio) => mark(ratio >= goal)).join(" ")}` : "");
  for (const [i, { label, goal }] of list.entries()) {
    const { rps, p50, p99, cpuMs, errors } = figures[i];
    const ratios = [rps / floor.rps, ...(measuredCpu ? [floor.cpuMs / cpuMs] : [])];
    const cpu = measuredCpu ? [`${cpuMs.toFixed(2)} ms`, ratios[1].toFixed(2)] : ["–", "–"];
    rows.push([missed.has(i) ? `${label} *` : label, rps.toFixed(0), `${p50.toFixed(1)} ms`, `${p99.toFixed(1)} ms`, ratios[0].toFixed(2), ...cpu, goalMark(goal, ratios), errors]);
  }
  console.log(table(rows));
  if (warnings.size) console.log("* not measured as intended in every round (the figure mixes in something else):");
  for (const warning of warnings) console.log(`  ${warning}`);
}
