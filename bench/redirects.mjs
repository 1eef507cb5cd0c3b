// What the URL stage (canonical → legacy → /en) costs per request, against the same app with a no-op
// handler only. Figures, not assertions: one Node process (V8, as in workerd), the real middleware
// modules loaded through Vite's module runner.
import { loadavg } from "node:os";
import { Hono } from "hono";
import { runnerImport } from "vite";

const load = async (path) => (await runnerImport(path, { logLevel: "error" })).module;

/** Median nanoseconds per call of fn over a few timed rounds, after a warm-up. */
async function measure(fn, rounds = 7, perRound = 20_000) {
  for (let i = 0; i < perRound; i++) await fn(i);
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < perRound; i++) await fn(i);
    samples.push(Number(process.hrtime.bigint() - start) / perRound);
  }
  return samples.sort((a, b) => a - b)[Math.floor(rounds / 2)];
}

const requests = (paths) => paths.map((p) => new Request(`http://www.ecole.test${p}`));
const CASES = {
  "current pages (pass through)": requests(["/", "/formations/dcg", "/campus/lyon", "/agenda", "/actualites/page/2", "/entreprises/taxe-apprentissage"]),
  "old paths (301 from the table)": requests(["/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion", "/portes-ouvertes-2019", "/campus-lyon", "/wp-content/uploads/2021/03/plaquette-dcg.pdf"]),
  "non-canonical (one 301)": requests(["/Formations/DCG/", "/Nos-Formations/DCG-Diplome-de-Comptabilite-et-de-Gestion/", "/en/admission"]),
};

export async function urlStageFigures() {
  const { urlRules } = await load("./worker/middleware/url-rules/index.ts");
  const { readConfig } = await load("./worker/config/index.ts");
  const config = readConfig({});
  const pass = () => async (_c, next) => next();
  /** The app every variant shares: configuration set, then the given stages, then a no-op handler. */
  const app = (stages) => {
    const a = new Hono();
    a.use((c, next) => (c.set("config", config), next()));
    for (const stage of stages) a.use(stage());
    a.get("*", (c) => c.body(null, 204));
    return a;
  };

  const floorApp = app([]);
  const emptyApp = app([pass]);
  const stagesApp = app([urlRules]);
  const rows = [];
  for (const [name, reqs] of Object.entries(CASES)) {
    const run = (a) => measure((i) => a.fetch(reqs[i % reqs.length]));
    const floor = await run(floorApp);
    const empty = await run(emptyApp);
    const stages = await run(stagesApp);
    rows.push({
      requests: name,
      "no-op ns": floor.toFixed(0),
      "+1 empty middleware ns": empty.toFixed(0),
      "+URL stage ns": stages.toFixed(0),
      "URL rules' own ns": (stages - empty).toFixed(0),
      "ratio to no-op": (stages / floor).toFixed(2),
    });
  }
  console.log(`Load average ${loadavg()[0].toFixed(1)}: on a shared machine, compare figures of the same run only.`);
  console.log("Per request (Hono app.fetch): a no-op handler alone, behind an empty middleware, behind the URL stage.");
  console.log("The URL rules' own cost is the last two columns' difference; 301 rows also build the redirect answer.");
  console.table(rows);
}
