// Soak: minutes of traffic at many connections on loopback, first the static floor (the stylesheet, which workerd
// serves without running the worker), then the mix (pages, redirects, static files); errors, latency, and
// whether the resident memory of the site's workerd processes levels off, the floor beside the mix.
import { setTimeout as sleep } from "node:timers/promises";
import { mark, table } from "./figures.mjs";
import { stylesheetOf } from "./load.mjs";
import { rssMb, SITE_LABEL } from "./processes.mjs";
import { memoryTrend } from "./soak-memory.mjs";
import { assertWrk, wrk } from "./wrk.mjs";

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 100);
const EVERY = Number(process.env.BENCH_SOAK_EVERY ?? 15);
/** "both" (the floor, then the mix), "static" (the floor alone) or "all" (the mix alone). */
const MIX = process.env.BENCH_SOAK_MIX ?? "both";
/** workerd (and the local services Miniflare runs in it) grows for the first minutes of load, even on static files alone. */
const WARMUP_SECONDS = Number(process.env.BENCH_SOAK_WARMUP ?? 240);
/** Flat: no site workerd's mean over the last third of the measured run is this much above its mean over the first third. */
const FLAT_MB = Number(process.env.BENCH_SOAK_FLAT_MB ?? 32);
const IDLE_SECONDS = 10;

async function mixPaths(siteUrl, stylesheet) {
  const html = await (await fetch(`${siteUrl}/`)).text();
  const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  return [
    "/", "/formations", "/formations/dcg", "/campus/lyon", "/actualites", "/agenda",
    "/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion", "/Formations/DCG/",
    stylesheet, ...(script ? [script] : []), "/robots.txt", "/favicon.svg",
  ];
}

async function phasesOf(siteUrl) {
  const stylesheet = await stylesheetOf(siteUrl);
  const phases = [];
  if (MIX !== "all") phases.push({ name: "floor", paths: [stylesheet] });
  if (MIX !== "static") phases.push({ name: "mix", paths: await mixPaths(siteUrl, stylesheet) });
  return phases;
}

/** wrk counts answers of 400 and over as errors, redirects as answers: every path must answer 2xx or 3xx before the run. */
async function assertAnswers(siteUrl, paths) {
  const wrong = [];
  for (const path of paths) {
    const res = await fetch(`${siteUrl}${path}`, { redirect: "manual" });
    await res.arrayBuffer();
    if (res.status < 200 || res.status > 399) wrong.push(`${path} → ${res.status}`);
  }
  if (wrong.length) throw new Error(`The soak's paths must answer 2xx or 3xx: ${wrong.join(", ")}`);
}

/** One phase: wrk for SECONDS over paths, RSS of each process sampled every EVERY seconds. */
async function runPhase(siteUrl, paths, processes) {
  const samples = [];
  const sample = (seconds) => samples.push({ seconds, mb: processes.map(({ pid }) => rssMb(pid)) });
  sample(0);
  const started = Date.now();
  const load = wrk(`${siteUrl}${paths[0]}`, { seconds: SECONDS, connections: CONNECTIONS, paths });
  let done = false;
  load.finally(() => (done = true)).catch(() => {});
  while (!done) {
    await Promise.race([sleep(EVERY * 1000), load.catch(() => {})]);
    if (!done) sample(Math.round((Date.now() - started) / 1000));
  }
  const result = await load;
  sample(SECONDS);
  return { result, samples };
}

const mb = (value) => (value === null ? "gone" : `${value.toFixed(0)} MB`);
const signed = (value) => `${value >= 0 ? "+" : ""}${value.toFixed(0)} MB`;

function printMemory(phases, processes) {
  const header = ["RSS", ...phases.flatMap(({ name }) => processes.map(({ label, pid }) => `${name}: ${label} ${pid}`))];
  // The phases sample at the same offsets, give or take the last one.
  const longest = phases.reduce((a, b) => (b.samples.length > a.samples.length ? b : a));
  const rows = longest.samples.map(({ seconds }, i) => [
    `${seconds} s`,
    ...phases.flatMap(({ samples }) => (samples[i] ? samples[i].mb.map(mb) : processes.map(() => ""))),
  ]);
  console.log(table([header, ...rows]));
}

/** Returns the number of failures: errors (socket errors and 4xx/5xx answers) and a site workerd whose memory keeps growing. */
export async function soakFigures(site) {
  assertWrk();
  if (!["both", "static", "all"].includes(MIX)) throw new Error(`BENCH_SOAK_MIX must be "both", "static" or "all" (got ${MIX})`);
  const phases = await phasesOf(site.url);
  await assertAnswers(site.url, [...new Set(phases.flatMap(({ paths }) => paths))]);
  const processes = site.processes();
  const warmupPaths = phases.at(-1).paths;
  console.log(`Soak: ${WARMUP_SECONDS} s of warm-up, then ${phases.map(({ name }) => `${SECONDS} s of the ${name}`).join(", then ")}, ${CONNECTIONS} connections (wrk)`);
  for (const { name, paths } of phases) console.log(`${name}: ${paths.join(" ")}`);
  if (!processes.length) console.log("(no local workerd found behind this URL: memory is not sampled)");
  const before = processes.map(({ pid }) => rssMb(pid));
  if (WARMUP_SECONDS > 0) {
    const warmup = await wrk(`${site.url}${warmupPaths[0]}`, { seconds: WARMUP_SECONDS, connections: CONNECTIONS, paths: warmupPaths });
    const after = processes.map(({ pid }) => rssMb(pid));
    const memory = processes.map(({ label }, i) => `${label} ${mb(before[i])} → ${mb(after[i])}`).join(", ");
    console.log(`warm-up: ${warmup.requests} requests, ${warmup.socketErrors + warmup.badStatus} errors; ${memory}`);
  }

  const measured = [];
  for (const phase of phases) {
    const { result, samples } = await runPhase(site.url, phase.paths, processes);
    measured.push({ ...phase, result, samples });
  }
  await sleep(IDLE_SECONDS * 1000);
  const idle = processes.map(({ pid }) => rssMb(pid));

  let failures = 0;
  if (processes.length) {
    printMemory(measured, processes);
    console.log(`after ${IDLE_SECONDS} s idle: ${processes.map(({ label }, i) => `${label} ${mb(idle[i])}`).join(", ")}`);
    const trends = memoryTrend(measured.flatMap(({ samples }) => samples.map(({ mb }) => mb)), processes, { flatMb: FLAT_MB });
    console.log(`level, last third of the run against the first: ${trends.map(({ label, pid, start, end, growth }) => `${label} ${pid} ${mb(start)} → ${mb(end)}, ${signed(growth)}`).join("; ")}`);
    const flat = trends.filter(({ label }) => label === SITE_LABEL).every(({ flat }) => flat);
    if (!flat) failures++;
    console.log(`memory: ${flat ? "flat" : "still growing"} ${mark(flat)} (criterion: each ${SITE_LABEL}'s mean over the last third of the measured run is less than ${FLAT_MB} MB above its mean over the first third; a dev proxy in front is wrangler's, shown, not judged)`);
  }
  for (const { name, result } of measured) {
    const errors = result.socketErrors + result.badStatus;
    const { connect, read, write, timeout } = result.detail;
    failures += errors;
    console.log(`${name}: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms; errors: ${errors} ${mark(errors === 0)} (socket: connect ${connect}, read ${read}, write ${write}, timeout ${timeout}; 4xx/5xx answers ${result.badStatus})`);
  }
  return failures;
}
