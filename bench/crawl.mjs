// npm run bench -- crawl: what anonymous requests leave behind. The answers in use (KV: CMS answers
// `cms:answer:<version>:…` and pages `page:…`, what each publish works through) after a crawl of the site, then after
// 1,000 random variants a visitor can make of its addresses (catalogue filters, searches, pop-ins, HEAD, case): the
// second count must equal the first. The built worker on its own Miniflare (its KV read directly), English on, the
// embedded Strapi with the demo content.
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { runnerImport } from "vite";
import { run, startCms } from "../scripts/stack.mjs";
import { mark, table } from "./figures.mjs";
import { directMiniflare, HOST } from "./site.mjs";

const CMS_PORT = Number(process.env.BENCH_CRAWL_CMS_PORT ?? 1463);
const SITE_PORT = Number(process.env.BENCH_CRAWL_PORT ?? 8863);
const VARIANTS = Number(process.env.BENCH_CRAWL_VARIANTS ?? 1000);
/** Answers stay fresh for the run: only what visitors ask changes the counts. */
const VARS = { CMS_FRESH_SECONDS: "3600", ENGLISH_ENABLED: "true" };
const STATE = ".wrangler/crawl";
/** One visitor's device: a device is a page of its own by design (three per address), not a variant a visitor makes. */
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const POPIN_ACTIONS = ["registration", "contact", "brochure"];
const AT_ONCE = 4;

async function keysIn(kv, prefix) {
  let count = 0;
  let cursor;
  do {
    const page = await kv.list({ prefix, cursor });
    count += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return count;
}

/** Answers in use: the CMS's answers and the rendered pages in KV (the content version does not move during the run). */
const inUse = async (kv) => ({ answers: await keysIn(kv, "cms:answer:"), pages: await keysIn(kv, "page:") });

/**
 * Requests a few at a time, as a crawler does; each visitor its own client address (the search's rate limit is per
 * client). `retries`: a crawl asks again for an address the CMS could not serve in time (a loaded machine), so that
 * what it leaves in use is the whole site's, not the variants' to complete.
 */
export async function visitAll(site, requests, statuses, retries = 0) {
  let next = 0;
  let client = 0;
  const ask = async (path, method) => {
    client += 1;
    try {
      const res = await fetch(`${site}${path}`, { method, headers: { "user-agent": USER_AGENT, "cf-connecting-ip": `198.51.${(client >> 8) & 255}.${client & 255}` } });
      await res.arrayBuffer();
      return res;
    } catch {
      // the connection dropped (a loaded machine): a failure like a 5xx, asked again when retries allow
      return { status: 599, redirected: false };
    }
  };
  const worker = async () => {
    while (next < requests.length) {
      const { path, method = "GET" } = requests[next++];
      let res = await ask(path, method);
      for (let tries = 0; res.status >= 500 && tries < retries; tries += 1) {
        statuses.set(`${method} ${res.status}, asked again`, (statuses.get(`${method} ${res.status}, asked again`) ?? 0) + 1);
        res = await ask(path, method);
      }
      const key = `${method} ${res.status}${res.redirected ? " (after a redirect)" : ""}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  // the answers' and pages' writes run after each answer (waitUntil)
  await sleep(1500);
}

/** Every address of the sitemap (the English ones with it), on this site. */
export async function sitemapPaths(site) {
  let res = await fetch(`${site}/sitemap.xml`);
  // a loaded machine's CMS may time out: the sitemap is asked again, never read from an error page
  for (let tries = 0; !res.ok && tries < 5; tries += 1) res = await fetch(`${site}/sitemap.xml`);
  if (!res.ok) throw new Error(`The sitemap answered ${res.status}`);
  const xml = await res.text();
  const addresses = [...xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map((m) => (m[1] ?? m[2]).replaceAll("&amp;", "&"));
  return [...new Set(addresses.map((address) => { const url = new URL(address); return `${url.pathname}${url.search}`; }))];
}

/**
 * Links every page carries: its three pop-ins (shown without JavaScript), and each language's search index (a
 * browser's first search): what the pop-in and the search read is bounded by the content, never by what is typed.
 */
export const linksOf = (paths) => [
  ...paths.flatMap((path) => POPIN_ACTIONS.map((action) => ({ path: `${path}${path.includes("?") ? "&" : "?"}popin=${action}` }))),
  { path: "/recherche/index.json" },
  { path: "/en/recherche/index.json" },
];

const chance = (r, p) => r.next() < p;

/** Words a visitor types, in any case, with or without accents, with stray spaces. */
const WORDS = ["BTS", "bts", "Comptabilité", "comptabilite", "COMPTA", "Lyon", "lyon", "alternance", "Alternance", "Bac+3", "bac +5", "Paie", "Marketing", "mastère", "Master", "Clermont Ferrand", "RH", "Nice", "xyzzy", "Évènementiel", "dcg", "Paris", "initial"];
const FILTER_VALUES = {
  categorie: ["bts", "bachelor", "mastere", "mba", "programme-grande-ecole", "dcg-dscg", "paie", "BTS", "cuisine"],
  niveau: ["0", "1", "2", "3", "4", "5", "9", "deux"],
  campus: ["paris", "lyon", "nice", "brest", "clermont-ferrand", "atlantis", "Lyon"],
  rythme: ["alternance", "initial", "nuit"],
  entree: ["0", "1", "2", "3", "4", "5", "7"],
};

/** One random variant of the site's addresses: a catalogue filter, a search, a pop-in, a HEAD or a change of case. */
function variant(r, paths) {
  const page = r.pick(paths);
  switch (r.pick(["filter", "search", "popin", "head", "case"])) {
    case "filter": {
      const query = new URLSearchParams();
      for (const [name, values] of Object.entries(FILTER_VALUES)) if (chance(r, 0.45)) query.set(name, r.pick(values));
      if (chance(r, 0.2)) query.set("utm_source", `x${Math.floor(r.next() * 1e6)}`);
      return { path: `/formations?${query}` };
    }
    case "search": {
      const words = Array.from({ length: 1 + Math.floor(r.next() * 3) }, () => r.pick(WORDS));
      const typed = words.join(r.pick([" ", "  ", " \u00a0"])) + r.pick(["", " ", "   "]);
      return { path: `${chance(r, 0.2) ? "/en" : ""}/recherche?q=${encodeURIComponent(chance(r, 0.2) ? ` ${typed}` : typed)}` };
    }
    case "popin":
      return { path: `${page}${page.includes("?") ? "&" : "?"}popin=${r.pick([...POPIN_ACTIONS, "Contact", "x"])}` };
    case "head":
      return { path: page, method: "HEAD" };
    case "case":
      return { path: page.replace(/[a-z]/g, (letter) => (chance(r, 0.3) ? letter.toUpperCase() : letter)) };
  }
}

export async function crawlFigures() {
  rmSync(STATE, { recursive: true, force: true });
  const database = `.tmp/bench-crawl-${CMS_PORT}.db`;
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`cms/${database}${suffix}`, { force: true });
  await run("node", ["scripts/build.mjs"]);
  const site = `http://${HOST}:${SITE_PORT}`;
  const cms = await startCms({ cmsPort: CMS_PORT, siteUrl: site, database, quiet: true, timeoutMs: 600_000 });
  const mf = await directMiniflare({ port: SITE_PORT, cmsUrl: cms.cmsUrl, persistTo: STATE, vars: VARS }).catch((error) => {
    cms.stop();
    throw error;
  });
  try {
    const kv = await mf.getKVNamespace("CMS_KV");
    const statuses = new Map();
    const paths = await sitemapPaths(site);
    const english = paths.filter((path) => path === "/en" || path.startsWith("/en/"));
    await visitAll(site, paths.map((path) => ({ path })), statuses, 3);
    const sitemap = await inUse(kv);
    await visitAll(site, linksOf(paths), statuses, 3);
    const crawled = await inUse(kv);

    const seed = Number(process.env.BENCH_CRAWL_SEED ?? Date.now() % 2 ** 31);
    // the fuzz's seeded source (mulberry32): a run is replayed with BENCH_CRAWL_SEED
    const { seeded } = (await runnerImport("./tests/fuzz/random.ts", { logLevel: "error" })).module;
    const r = seeded(seed);
    const variants = Array.from({ length: VARIANTS }, () => variant(r, paths));
    const variantStatuses = new Map();
    await visitAll(site, variants, variantStatuses);
    const after = await inUse(kv);

    console.log(`Sitemap: ${paths.length} addresses (${english.length} English); ${VARIANTS} random variants, seed ${seed} (BENCH_CRAWL_SEED replays it)`);
    console.log(table([
      ["answers in use (KV)", "CMS answers", "pages"],
      ["after every sitemap address", sitemap.answers, sitemap.pages],
      ["+ the links each page carries (its 3 pop-ins, the search index)", crawled.answers, crawled.pages],
      [`+ ${VARIANTS} random variants (filters, searches, pop-ins, HEAD, case)`, after.answers, after.pages],
    ]));
    const added = after.answers - crawled.answers + (after.pages - crawled.pages);
    console.log(`Random variants added ${added} answers (goal 0) ${mark(added === 0)}`);
    console.log(`Crawl answers: ${[...statuses].map(([status, n]) => `${status} ×${n}`).join(", ")}`);
    console.log(`Variants' answers: ${[...variantStatuses].sort().map(([status, n]) => `${status} ×${n}`).join(", ")}`);
    return added !== 0;
  } finally {
    await mf.dispose();
    cms.stop();
  }
}
