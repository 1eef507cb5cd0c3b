// Page throughput and weight against a static floor measured in the same run: the embedded CMS and the
// site (production React in workerd) are started on ports of their own, warmed, then loaded by one
// Node client with a fixed number of connections for a fixed time. Figures, not assertions.
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startStack } from "../scripts/stack.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CMS_PORT = 1391;
const SITE_PORT = 8891;
const DATABASE = `.tmp/bench-${CMS_PORT}.db`;

/** Requests per second a closed loop of CONNECTIONS clients gets from url, and the median latency. */
async function load(url) {
  const until = Date.now() + SECONDS * 1000;
  const latencies = [];
  let errors = 0;
  const client = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      const res = await fetch(url, { redirect: "manual" }).catch(() => null);
      if (!res || res.status >= 400) errors += 1;
      await res?.arrayBuffer();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / SECONDS, p50: latencies[Math.floor(latencies.length / 2)] ?? 0, errors };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const suffix of ["", "-wal", "-shm"]) rmSync(`cms/${DATABASE}${suffix}`, { force: true });
const stack = await startStack({ cmsPort: CMS_PORT, sitePort: SITE_PORT, database: DATABASE, quiet: true });
try {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8"));
  const entry = manifest["ui/client.tsx"];
  const staticFloor = `${stack.siteUrl}/${entry.css[0]}`;
  const targets = [
    ["static stylesheet (floor)", staticFloor],
    ["home page HTML", `${stack.siteUrl}/`],
    ["home /_data JSON", `${stack.siteUrl}/_data/`],
    ["formation page HTML", `${stack.siteUrl}/formations/dcg`],
    ["legacy redirect 301", `${stack.siteUrl}/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion/`],
  ];
  for (const [, url] of targets) await load(url); // warm caches and JIT

  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, one Node client on this machine`);
  let floor = 0;
  for (const [label, url] of targets) {
    const { rps, p50, errors } = await load(url);
    floor ||= rps;
    console.log(`${label.padEnd(28)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${p50.toFixed(1).padStart(6)} ms  ${(rps / floor).toFixed(2)}× floor${errors ? `  (${errors} non-2xx)` : ""}`);
  }

  const home = await (await fetch(`${stack.siteUrl}/`)).text();
  const gz = (text) => gzipSync(text).length;
  const file = (name) => readFileSync(`dist/client/${name}`);
  const entryJs = gz(file(entry.file));
  const homeChunk = manifest["ui/pages/Home.tsx"];
  const homeJs = homeChunk ? gz(file(homeChunk.file)) : 0;
  const css = entry.css.reduce((sum, name) => sum + gz(file(name)), 0);
  const allJs = readdirSync("dist/client/assets").filter((n) => n.endsWith(".js")).reduce((s, n) => s + gz(file(`assets/${n}`)), 0);
  console.log(`\nweights (gzip): home HTML ${kb(gz(home))}, entry JS ${kb(entryJs)} + home chunk ${kb(homeJs)}, CSS ${kb(css)}, all JS chunks ${kb(allJs)}`);
} finally {
  stack.stop();
}
