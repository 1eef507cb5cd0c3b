// What a 128 KB hostile User-Agent costs against a normal one, in several shapes, under autocannon (wrk refuses
// request headers past 80 KB): a page-cache hit (the device read for the key) and a render (read again for the
// page). Interleaved rounds, medians; the goal is the same latency and CPU per request as the normal
// User-Agent's of the same run, within a few ms.
import autocannon from "autocannon";
import { runnerImport } from "vite";
import { mark, median, table } from "./figures.mjs";
import { cpuSeconds } from "./processes.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** "Within a few ms": the most a hostile header may add to the median latency or to the CPU per request. */
const GOAL_MS = 3;

const PATHS = [
  { label: "home, page-cache hit", path: "/" },
  // Every address a visitor can vary is cached once seen: a search never asked before is a render (each request its
  // own query, and its own client address, under the search's rate limit).
  { label: "a new search, render", path: "/recherche?q=ua", unique: true },
];

/** The answer each User-Agent gets must be the normal one's (a 431 would measure a refusal, not the device test). */
async function check(siteUrl, path, userAgent) {
  const res = await fetch(`${siteUrl}${path}`, { headers: { "user-agent": userAgent } });
  await res.arrayBuffer();
  return res.status;
}

/** A closed loop of `connections` for `seconds`, every request with this User-Agent; latencies in ms. */
let asked = 0;
async function load(url, userAgent, unique) {
  const fresh = (request) => {
    asked += 1;
    return { ...request, path: `${request.path}${Date.now().toString(36)}${asked}`, headers: { ...request.headers, "cf-connecting-ip": `198.18.${(asked >> 8) & 255}.${asked & 255}` } };
  };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { "user-agent": userAgent }, ...(unique ? { requests: [{ setupRequest: fresh }] } : {}) });
  return {
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || SECONDS),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function userAgentFigures(site) {
  const { hostileUserAgents, NORMAL_USER_AGENT } = (await runnerImport("./tests/worker/hostile-user-agents.ts", { logLevel: "error" })).module;
  const agents = { normal: NORMAL_USER_AGENT, ...hostileUserAgents() };
  const rows = [["target", "User-Agent", "length", "status", "req/s", "p50", "p99", "errors", "CPU/req", "p50 − normal", "CPU − normal", "× normal (CPU)", `goal ≤ ${GOAL_MS} ms`]];
  for (const { label, path, unique } of PATHS) {
    const samples = Object.fromEntries(Object.keys(agents).map((name) => [name, []]));
    const statuses = {};
    for (const [name, text] of Object.entries(agents)) statuses[name] = await check(site.url, path, text);
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(agents)) {
        const cpu = () => site.processes().reduce((sum, { pid }) => sum + cpuSeconds(pid), 0);
        const cpuBefore = cpu();
        const result = await load(`${site.url}${path}`, agents[name], unique);
        samples[name].push({ ...result, cpuMs: ((cpu() - cpuBefore) * 1000) / result.requests });
      }
    }
    const figure = (name, key) => median(samples[name].map((sample) => sample[key]));
    const measuredCpu = site.processes().length > 0;
    for (const name of Object.keys(agents)) {
      const latencyCost = figure(name, "p50") - figure("normal", "p50");
      const cpuCost = figure(name, "cpuMs") - figure("normal", "cpuMs");
      const costs = measuredCpu ? [latencyCost, cpuCost] : [latencyCost];
      rows.push([
        label,
        name,
        agents[name].length,
        statuses[name],
        figure(name, "rps").toFixed(0),
        `${figure(name, "p50").toFixed(1)} ms`,
        `${figure(name, "p99").toFixed(1)} ms`,
        samples[name].reduce((sum, sample) => sum + sample.errors, 0),
        measuredCpu ? `${figure(name, "cpuMs").toFixed(2)} ms` : "–",
        name === "normal" ? "" : `${latencyCost.toFixed(1)} ms`,
        name === "normal" || !measuredCpu ? "" : `${cpuCost.toFixed(2)} ms`,
        measuredCpu ? (figure(name, "cpuMs") / figure("normal", "cpuMs")).toFixed(2) : "–",
        name === "normal" ? "" : costs.map((cost) => mark(cost <= GOAL_MS && statuses[name] === statuses.normal)).join(" "),
      ]);
    }
  }
  console.log(`autocannon, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per User-Agent, medians; costs against the normal User-Agent of this run.`);
  console.log("CPU: workerd CPU time per request (it hardly moves when other work shares the cores); the goal marks latency, then CPU.");
  console.log(table(rows));
}
