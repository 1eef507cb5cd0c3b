// What a search costs the Worker once the index is in memory: the page's loading (route, loader, head) for each query of
// the query set, against the same page with an empty query (no search) as the floor, in one Node process (V8, as in
// workerd), the real modules loaded through Vite's module runner, the CMS answered from the demo seed in memory.
import { loadavg } from "node:os";
import { runnerImport } from "vite";
import * as v from "valibot";
import { median, mark, table } from "./figures.mjs";

const load = async (path) => (await runnerImport(path, { logLevel: "error" })).module;

/** The goal: a miss with the index in memory. */
const GOAL_MS = 20;

/** Milliseconds per call of fn: the median of a few rounds, after a warm-up. */
async function measure(fn, rounds = 7, perRound = 30) {
  for (let i = 0; i < perRound; i++) await fn();
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < perRound; i++) await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6 / perRound);
  }
  return median(samples);
}

export async function searchFigures() {
  const { resolvePage } = await load("./worker/router/load.ts");
  const { readConfig } = await load("./worker/config/index.ts");
  const { SEED_LISTS } = await load("./tests/worker/seed-lists.ts");
  const { QUERIES } = await load("./tests/worker/search-queries.ts");
  const config = readConfig({ CMS_URL: "http://cms.bench" });
  /** A CMS client answering the seed's lists at once (the chrome's calls fail quietly, as a fresh cache would not). */
  const cms = {
    locale: "fr",
    async get(call) {
      const list = SEED_LISTS[`/api${call.path}`];
      if (!list) throw new Error(`no ${call.path} in the seed`);
      return v.parse(call.schema, { data: list() });
    },
    async silent(call) {
      return cms.get(call).catch(() => null);
    },
    contentVersion: async () => "1",
    cacheOutcome: () => "hit-fresh",
  };
  const page = (q) => () => resolvePage(new URL(`https://www.example-ecole.fr/recherche?q=${encodeURIComponent(q)}`), cms, config);
  const started = process.hrtime.bigint();
  await page("compta")(); // builds the index, as the first search of a content version does
  const buildMs = Number(process.hrtime.bigint() - started) / 1e6;
  const floor = await measure(page(""));
  // the costliest queries a visitor can send: 200 characters of one letter, and of long words (two typos and a prefix each)
  const longWords = "comptabilite gestionnaire administration financiere ressources humaines communication internationale developpement entrepreneuriat immobilier evenementiel transformation intelligence management performance";
  const worst = ["a".repeat(200), longWords.slice(0, 200)];
  const rows = [["query", "ms", "ratio to floor", `≤ ${GOAL_MS} ms`]];
  let slowest = 0;
  for (const q of [...QUERIES.map(([q]) => q), ...worst]) {
    const ms = await measure(page(q));
    slowest = Math.max(slowest, ms);
    rows.push([q.length > 40 ? `${q.slice(0, 37)}… (${q.length})` : q, ms.toFixed(2), (ms / floor).toFixed(1), mark(ms <= GOAL_MS)]);
  }
  console.log(`Load average ${loadavg()[0].toFixed(1)}: on a shared machine, compare figures of the same run only.`);
  console.log(`First search of a content version (the index built from the lists in memory): ${buildMs.toFixed(1)} ms.`);
  console.log(`Floor, the same page with an empty query (no search): ${floor.toFixed(2)} ms.`);
  console.log(table(rows));
  console.log(`Slowest query: ${slowest.toFixed(2)} ms (goal ≤ ${GOAL_MS} ms) ${mark(slowest <= GOAL_MS)}`);
}
