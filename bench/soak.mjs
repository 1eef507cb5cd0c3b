// Soak: minutes of mixed traffic at many connections on loopback (pages, /_data, redirects, static files);
// errors, latency, and the resident memory of the site's workerd processes from start to end.
import { setTimeout as sleep } from "node:timers/promises";
import { mark, table } from "./figures.mjs";
import { stylesheetOf } from "./load.mjs";
import { rssMb } from "./processes.mjs";
import { assertWrk, wrk } from "./wrk.mjs";

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 100);
const EVERY = Number(process.env.BENCH_SOAK_EVERY ?? 15);
/** "all" (the mix) or "static" (the stylesheet alone: the floor, where the worker never runs). */
const MIX = process.env.BENCH_SOAK_MIX ?? "all";
/** V8 sizes each isolate's heap to the load in the first thousands of requests: memory is compared from after this. */
const WARMUP_SECONDS = Number(process.env.BENCH_SOAK_WARMUP ?? 20);
const IDLE_SECONDS = 10;

async function paths(siteUrl) {
  const stylesheet = await stylesheetOf(siteUrl);
  if (MIX === "static") return [stylesheet];
  const html = await (await fetch(`${siteUrl}/`)).text();
  const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  return [
    "/", "/formations/dcg", "/campus/lyon", "/actualites",
    "/_data/", "/_data/formations/dcg",
    "/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion", "/Formations/DCG/",
    stylesheet, ...(script ? [script] : []), "/robots.txt", "/favicon.svg",
  ];
}

/** Returns the number of errors (socket errors and 4xx/5xx answers): a soak must have none. */
export async function soakFigures(site) {
  assertWrk();
  if (!["all", "static"].includes(MIX)) throw new Error(`BENCH_SOAK_MIX must be "all" or "static" (got ${MIX})`);
  const list = await paths(site.url);
  const processes = site.processes();
  const samples = [];
  const sample = (label) => samples.push([label, ...processes.map(({ pid }) => rssMb(pid))]);

  console.log(`Soak: ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections (wrk), ${list.length} paths in rotation: ${list.join(" ")}`);
  if (!processes.length) console.log("(no local workerd found behind this URL: memory is not sampled)");
  sample("before warm-up");
  if (WARMUP_SECONDS > 0) {
    const warmup = await wrk(`${site.url}${list[0]}`, { seconds: WARMUP_SECONDS, connections: CONNECTIONS, paths: list });
    console.log(`warm-up: ${warmup.requests} requests, ${warmup.socketErrors + warmup.badStatus} errors`);
  }
  sample("start");
  const started = Date.now();
  const load = wrk(`${site.url}${list[0]}`, { seconds: SECONDS, connections: CONNECTIONS, paths: list });
  let done = false;
  load.finally(() => (done = true)).catch(() => {});
  while (!done) {
    await Promise.race([sleep(EVERY * 1000), load.catch(() => {})]);
    if (!done) sample(`${Math.round((Date.now() - started) / 1000)} s`);
  }
  const result = await load;
  sample("end");
  await sleep(IDLE_SECONDS * 1000);
  sample(`end + ${IDLE_SECONDS} s idle`);

  if (processes.length) {
    const mb = (value) => (value === null ? "gone" : `${value.toFixed(0)} MB`);
    console.log(table([["RSS", ...processes.map(({ label, pid }) => `${label} ${pid}`)], ...samples.map(([label, ...values]) => [label, ...values.map(mb)])]));
    const start = samples.findIndex(([label]) => label === "start");
    const growth = processes.map(({ label }, i) => `${label} ${(samples.at(-2)[i + 1] - samples[start][i + 1]).toFixed(0)} MB`);
    console.log(`growth start → end: ${growth.join(", ")}`);
  }
  const errors = result.socketErrors + result.badStatus;
  const { connect, read, write, timeout } = result.detail;
  console.log(`${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms`);
  console.log(`errors: ${errors} ${mark(errors === 0)} (socket: connect ${connect}, read ${read}, write ${write}, timeout ${timeout}; 4xx/5xx answers ${result.badStatus})`);
  return errors;
}
