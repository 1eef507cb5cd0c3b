/** The site search in workerd against the demo seed: the first result of student queries, marks, the empty state, the 400s, the index's life, the browser's index. */
import MiniSearch from "minisearch";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BROWSER_STORED, indexOptions, searchIndex, type SearchDocument } from "../../core/search";
import type { SearchData } from "../../worker/routes/search";
import { readConfig } from "../../worker/config";
import { createCmsClient } from "../../worker/cms/client";
import { resolvePage } from "../../worker/router/load";
import { fakeCms, json, testEnv, uniqueCmsUrl } from "./fake-cms";
import { seedCms } from "./seed-cms";
import { request, throughSite } from "./app";
import { QUERIES } from "./search-queries";
import { SEED_LISTS } from "./seed-lists";
import { FORMATIONS } from "../../cms/src/seed/data/formations";
import { campusesTeaching } from "../../cms/src/seed/data/offer";

beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

/** One CMS (one index) for the whole query set, as an isolate serves many visitors. */
function searchSite() {
  const cms = fakeCms(seedCms);
  const config = readConfig({ ...testEnv, CMS_URL: uniqueCmsUrl() });
  return {
    cms,
    async search(query: string, locale: "fr" | "en" = "fr") {
      const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale, waitUntil: () => {} });
      const prefix = locale === "en" ? "/en" : "";
      const resolve = (address: string) => resolvePage(new URL(`https://www.example-ecole.fr${address}`), client, { ...config, ENGLISH_ENABLED: true });
      const typed = await resolve(`${prefix}/recherche?q=${encodeURIComponent(query)}`);
      // a query in another form than the index's (case, accents, spaces) is sent to that form
      const resolved = typed.redirect ? await resolve(typed.redirect.location) : typed;
      return { ...resolved, data: resolved.data as SearchData };
    },
  };
}

const first = (data: SearchData) => data.groups[0]?.hits[0]?.path;


describe("the query set against the demo content", () => {
  it(`puts the expected page first for each of ${QUERIES.length} queries`, async () => {
    const site = searchSite();
    const wrong: string[] = [];
    for (const [query, expected] of QUERIES) {
      const found = first((await site.search(query)).data);
      if (found !== expected) wrong.push(`${query}: ${found} instead of ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it("groups programmes first, then campuses, career sheets, news and events", async () => {
    const { data } = await searchSite().search("paie");
    expect(data.groups.map((g) => g.kind)).toEqual(["formation", "fiche", "news", "event"]);
    const { data: lyon } = await searchSite().search("lyon");
    expect(lyon.groups.map((g) => g.kind)).toEqual(["campus", "event"]);
  });

  it("keeps abbreviations whole: DCG is not DSCG, no prefix of BTS", async () => {
    const { data } = await searchSite().search("dcg");
    const titles = data.groups[0]!.hits.map((h) => h.path);
    // the DSCG programmes come in by their category keywords ("DCG / DSCG"), after those titled DCG
    expect(titles.slice(0, 2).sort()).toEqual(["/formations/dcg", "/formations/dcg-initial"]);
    expect((await searchSite().search("bt")).data.total).toBe(0);
  });

  it("marks the matched words in the title and the extract, accents and case as written", async () => {
    const { data } = await searchSite().search("comptabilite");
    const hit = data.groups[0]!.hits[0]!;
    expect(hit.kind).toBe("formation");
    expect(hit.title).toContainEqual({ text: "Comptabilité", mark: true });
    expect(hit.extract.filter((s) => s.mark).map((s) => s.text)).toContain("Comptabilité");
  });

  it("offers the five most visited programmes when nothing matches", async () => {
    const { status, data } = await searchSite().search("xyzzy");
    expect(status).toBe(200);
    expect(data.total).toBe(0);
    expect(data.popular.map((f) => f.slug)).toEqual(["bts-cg", "dcg", "bachelor-gestionnaire-de-paie", "bts-mco", "bac5-daf"]);
  });

  it("shows the form alone for an empty query, without building the index", async () => {
    const site = searchSite();
    const { data } = await site.search("   ");
    expect(data).toEqual({ query: "", total: 0, groups: [], popular: [], catalogue: null });
    expect(site.cms.to("/formations")).toHaveLength(0);
  });

  it("builds the index once per content version and language, from the CMS lists", async () => {
    const site = searchSite();
    // queries about subjects: one naming a category would also ask for the catalogue's count
    await site.search("gestion");
    await site.search("compta");
    expect(site.cms.to("/formations")).toHaveLength(1);
    expect(site.cms.to("/ecole-news")).toHaveLength(1);
    await site.search("gestion", "en");
    expect(site.cms.to("/formations")).toHaveLength(2);
    expect(site.cms.to("/formations")[1]!.url.searchParams.get("locale")).toBe("en");
  });
});

describe("the catalogue the query names", () => {
  /** The demo's programmes of a category taught at a campus, counted from the seed itself. */
  const taught = (category: string, campus: string, rhythm?: string) =>
    FORMATIONS.filter((f, i) => f.category === category && campusesTeaching(i).includes(campus) && (!rhythm || f.rhythm === rhythm)).map((f) => `/formations/${f.slug}`);

  it("links the catalogue filtered by the category, campus and rhythm a query names, counted in the catalogue's one answer", async () => {
    const site = searchSite();
    const { data } = await site.search("BTS alternance Lyon");
    expect(data.catalogue).toMatchObject({ filters: { category: "bts", level: null, campus: "lyon", rhythm: "alternance", entry: null }, campusTitle: "Campus de Lyon" });
    expect(data.catalogue!.count).toBe(taught("bts", "lyon", "periodic").length);
    // the index's own catalogue answer: no call with filters, whatever the query names
    await site.search("mastere bac+5 nice");
    expect(site.cms.to("/formations")).toHaveLength(1);
    expect([...site.cms.to("/formations")[0]!.url.searchParams.keys()].filter((key) => key.startsWith("filters"))).toEqual([]);
    const html = await (await throughSite(`/recherche?q=${encodeURIComponent("bts lyon")}`)).text();
    expect(html).toMatch(/<a href="\/formations\?categorie=bts&amp;campus=lyon">Voir les 13 formations «\u00a0BTS · Campus de Lyon\u00a0» du catalogue<\/a>/);
  });

  it("lists the programmes a campus and other words name, not those of a city alone (its campus page is the answer)", async () => {
    const site = searchSite();
    const formations = async (query: string) => (await site.search(query)).data.groups.find((g) => g.kind === "formation")?.hits.map((h) => h.path).sort() ?? [];
    expect(await formations("bts lyon")).toEqual(taught("bts", "lyon").sort());
    expect(await formations("bts nice")).toEqual(taught("bts", "nice").sort());
    expect(await formations("lyon")).toEqual([]);
    expect(first((await site.search("nice")).data)).toBe("/campus/nice");
  });

  it("links none for a query about a subject, or whose filters give no programme", async () => {
    expect((await searchSite().search("comptabilité")).data.catalogue).toBeNull();
    fakeCms((call, signal) => (call.url.pathname === "/api/formations" ? json({ data: SEED_LISTS["/api/formations"]!().filter((f) => (f as { category: string }).category !== "mba") }) : seedCms(call, signal)));
    const config = readConfig({ ...testEnv, CMS_URL: uniqueCmsUrl() });
    const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale: "fr", waitUntil: () => {} });
    const resolved = await resolvePage(new URL("https://www.example-ecole.fr/recherche?q=mba+lyon"), client, config);
    expect((resolved.data as SearchData).catalogue).toBeNull();
  });
});

describe("the query's one address", () => {
  /** Through the whole site, its background work awaited (the fake CMS answers it all). */
  const visit = async (path: string, vars: Record<string, string> = {}) => {
    const { res, settled } = await request(path, { redirect: "manual" }, { CMS_URL: cmsUrl, ...vars });
    await res.arrayBuffer();
    await settled();
    return res;
  };
  let cmsUrl: string;
  beforeEach(() => {
    fakeCms(seedCms);
    cmsUrl = uniqueCmsUrl();
  });

  it("sends any other form of a query (case, accents, spaces) to the index's form with a 301, a same-site relative address", async () => {
    for (const [typed, location] of [
      ["Comptabilité", "/recherche?q=comptabilite"],
      ["  bts   LYON ", "/recherche?q=bts+lyon"],
      ["Bac +3", "/recherche?q=bac+%2B3"],
      ["   ", "/recherche"],
    ]) {
      const res = await visit(`/recherche?q=${encodeURIComponent(typed!)}&utm_source=x`);
      expect(res.status, typed).toBe(301);
      expect(res.headers.get("location"), typed).toBe(location);
    }
    const en = await visit("/en/recherche?q=Marketing", { ENGLISH_ENABLED: "true" });
    expect(en.headers.get("location")).toBe("/en/recherche?q=marketing");
    expect((await visit("/recherche?q=comptabilite")).status).toBe(200);
  });

  it("never sends elsewhere than the search, whatever the query holds", async () => {
    for (const typed of ["//EVIL.example", "https://Evil.example/x", "\\Evil.example", "/../Admin"]) {
      const res = await visit(`/recherche?q=${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(301);
      expect(res.headers.get("location"), typed).toMatch(/^\/recherche\?q=[^/\\]*$/);
    }
  });
});

describe("queries refused", () => {
  it("answers 400 with the error page for a query over 200 characters or with control characters", async () => {
    fakeCms(seedCms);
    for (const q of ["a".repeat(201), "compta\u0000", "\u0007\u0008"]) {
      const res = await throughSite(`/recherche?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain("Mauvaise requête.");
      expect(html).not.toMatch(/at .*\.ts:\d+/);
    }
    expect((await searchSite().search("a".repeat(200))).status).toBe(200);
  });

  it("writes the query back escaped, never as markup", async () => {
    fakeCms(seedCms);
    const res = await throughSite(`/recherche?q=${encodeURIComponent("<script>alert(1)</script>")}`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("<script>alert(1)</script>");
  });
});

describe("the browser's index", () => {
  it("serves the same search as the server's, without texts, at most 30 KB gzipped", async () => {
    fakeCms(seedCms);
    const res = await throughSite("/recherche/index.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.text();
    const index = MiniSearch.loadJSON<SearchDocument>(body, indexOptions(BROWSER_STORED));
    const [top] = searchIndex(index, "compatbilité");
    expect(top).toMatchObject({ kind: "formation", path: "/formations/bts-cg", title: "BTS Comptabilité et Gestion (CG)" });
    expect(top!.text).toBeUndefined();
    const gzipped = await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
    console.log(`browser index: ${body.length} bytes, ${gzipped.byteLength} gzipped`);
    expect(gzipped.byteLength).toBeLessThanOrEqual(30 * 1024);
  });
});
