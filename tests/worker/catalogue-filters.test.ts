/**
 * The catalogue's filters in workerd: applied by the worker to the one cached catalogue answer (each programme with its
 * campuses), a combination no programme matches sent to the nearest one that some does, noindex on combinations, the
 * chips leading to combinations with programmes only; and what a visitor's variations cost: no CMS call, no answer,
 * no KV page past one filter.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormationListData } from "../../worker/routes/formation-list";
import type { CampusData } from "../../worker/routes/campus";
import { readConfig } from "../../worker/config";
import { createCmsClient } from "../../worker/cms/client";
import { resolvePage } from "../../worker/router/load";
import { globalPlace, request } from "./app";
import { fakeCms, json, testEnv, uniqueCmsUrl } from "./fake-cms";

afterEach(() => vi.restoreAllMocks());

const CAMPUSES = [
  { slug: "lyon", title: "Campus de Lyon", city: "Lyon", region: "Auvergne-Rhône-Alpes", image: null },
  { slug: "nice", title: "Campus de Nice", city: "Nice", region: "Provence-Alpes-Côte d’Azur", image: null },
];

const formation = (slug: string, category: string, entryLevel: number, graduationLevel: number, rhythm: string, campuses: string[]) => ({
  title: slug.toUpperCase(), slug, category, entryLevel, graduationLevel, rhythm, summary: slug, campuses: campuses.map((c) => ({ slug: c })),
});

const CATALOGUE = [
  formation("bts-cg", "bts", 0, 2, "periodic", ["lyon", "nice"]),
  formation("bts-mco", "bts", 0, 2, "fulltime", ["lyon"]),
  formation("bachelor-rh", "bachelor", 2, 3, "periodic", ["lyon"]),
  formation("mastere-daf", "mastere", 3, 5, "periodic", ["nice"]),
];

const ANSWERS: Record<string, unknown> = { "/api/campuses": CAMPUSES, "/api/formations": CATALOGUE, "/api/campuses/nice": CAMPUSES[1] };
const strapi = () => fakeCms((call) => json({ data: ANSWERS[call.url.pathname] ?? [] }));

async function catalogue(query: string) {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const cms = strapi();
  const config = readConfig({ ...testEnv, CMS_URL: uniqueCmsUrl() });
  const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale: "fr", waitUntil: () => {} });
  const resolved = await resolvePage(new URL(`https://www.example-ecole.fr/formations?${query}`), client, config);
  return { ...resolved, data: resolved.data as FormationListData, calls: cms.to("/formations") };
}

const slugs = (data: FormationListData) => data.formations.map((f) => f.slug);

describe("the catalogue's filters", () => {
  it("filters the one catalogue answer by campus, rhythm, levels and category, together, with no filter in the CMS call", async () => {
    const { status, data, calls } = await catalogue("campus=lyon&rythme=alternance&entree=0&categorie=bts");
    expect(status).toBe(200);
    expect(slugs(data)).toEqual(["bts-cg"]);
    expect(data).toMatchObject({ campus: "lyon", rhythm: "alternance", entry: 0, category: "bts", level: null });
    expect(data.campuses).toEqual([{ slug: "lyon", title: "Campus de Lyon" }, { slug: "nice", title: "Campus de Nice" }]);
    expect(calls).toHaveLength(1);
    expect([...calls[0]!.url.searchParams.keys()].filter((key) => key.startsWith("filters"))).toEqual([]);
    expect(calls[0]!.url.searchParams.get("populate[campuses][fields][0]")).toBe("slug");
  });

  it("reads initial as the full-time rhythm, and a level on completion", async () => {
    expect(slugs((await catalogue("rythme=initial")).data)).toEqual(["bts-mco"]);
    expect(slugs((await catalogue("niveau=3")).data)).toEqual(["bachelor-rh"]);
  });

  it("ignores an unknown rhythm or level of entry, as without the filter", async () => {
    const { status, data } = await catalogue("rythme=nuit&entree=9");
    expect(status).toBe(200);
    expect(data).toMatchObject({ rhythm: null, entry: null });
    expect(slugs(data)).toHaveLength(CATALOGUE.length);
  });

  it("sends an unknown campus to the same list without it, its other filters kept", async () => {
    const { redirect } = await catalogue("campus=atlantis&rythme=alternance");
    expect(redirect).toEqual({ location: "/formations?rythme=alternance", status: 302 });
  });

  it("sends a combination no programme matches to the nearest one some programme does: fewest filters dropped, later ones first", async () => {
    // nothing ends at Bac: the level goes, the level of entry stays
    expect((await catalogue("niveau=0&entree=3")).redirect).toEqual({ location: "/formations?entree=3", status: 302 });
    expect((await catalogue("niveau=0&entree=5")).redirect).toEqual({ location: "/formations", status: 302 });
    // BTS at Nice in initial: two of three can stay, the earlier ones (category, campus) kept
    expect((await catalogue("categorie=bts&campus=nice&rythme=initial")).redirect).toEqual({ location: "/formations?categorie=bts&campus=nice", status: 302 });
    expect((await catalogue("categorie=mba")).redirect).toEqual({ location: "/formations", status: 302 });
  });

  it("lets search engines index one filter, not a combination", async () => {
    expect((await catalogue("rythme=alternance")).page.head.noindex).toBeFalsy();
    expect((await catalogue("categorie=bts")).page.head.noindex).toBeFalsy();
    expect((await catalogue("categorie=bts&rythme=alternance")).page.head.noindex).toBe(true);
    expect((await catalogue("campus=lyon&entree=0")).page.head.noindex).toBe(true);
  });
});

describe("a campus's programmes", () => {
  it("are the catalogue's answer filtered by the campus, with no call of their own", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const cms = strapi();
    const config = readConfig({ ...testEnv, CMS_URL: uniqueCmsUrl() });
    const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale: "fr", waitUntil: () => {} });
    const { status, data } = await resolvePage(new URL("https://www.example-ecole.fr/campus/nice"), client, config);
    expect(status).toBe(200);
    const groups = (data as CampusData).formations;
    expect(groups.flatMap((g) => g.formations.map((f) => f.slug))).toEqual(["bts-cg", "mastere-daf"]);
    expect(cms.to("/formations").map((call) => [...call.url.searchParams.keys()].filter((key) => key.startsWith("filters")))).toEqual([[]]);
  });
});

describe("the catalogue's chips and what its variations cost", () => {
  const visit = async (path: string, vars: Record<string, string>) => {
    const { res, settled } = await request(path, {}, vars);
    const body = await res.text();
    await settled();
    return { status: res.status, body, location: res.headers.get("location"), page: /page;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1] };
  };
  const inKv = async (path: string, vars: Record<string, string>) => (await testEnv.CMS_KV.get((await globalPlace(path, vars.CMS_URL!)).key)) !== null;
  const site = () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    return { cms: strapi(), vars: { CMS_URL: uniqueCmsUrl(), CMS_FRESH_SECONDS: "86400" } };
  };

  it("links each chip to a combination with programmes: the chosen value kept, what it cannot go with dropped; a value no programme has is not offered", async () => {
    const { vars } = site();
    const { body } = await visit("/formations?categorie=bts&rythme=initial", vars);
    const hrefs = [...body.matchAll(/<a class="chip[^"]*" href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    // Bac+3 is the bachelor's: BTS goes, initial too (no bachelor is)
    expect(hrefs).toContain("/formations?niveau=3");
    expect(hrefs).toContain("/formations?categorie=bts&niveau=2&rythme=initial");
    expect(hrefs).toContain("/formations?categorie=bachelor");
    // no programme ends at Bac, none is an MBA
    expect(hrefs.filter((href) => /niveau=0|categorie=mba/.test(href))).toEqual([]);
    for (const href of hrefs) expect((await visit(href, vars)).status, href).toBe(200);
  });

  it("makes no CMS call for a new combination, and writes only the unfiltered and single-filter pages to KV", async () => {
    const { cms, vars } = site();
    expect(await visit("/formations", vars)).toMatchObject({ status: 200, page: "miss" });
    expect(await visit("/formations?categorie=bts", vars)).toMatchObject({ status: 200, page: "miss" });
    const callsBefore = cms.calls.length;
    for (const path of ["/formations?categorie=bts&campus=lyon", "/formations?campus=nice&rythme=alternance&entree=3", "/formations?niveau=0&entree=5"]) {
      expect((await visit(path, vars)).status, path).toBeLessThan(400);
      expect(await inKv(path, vars), path).toBe(false);
    }
    expect(cms.calls.slice(callsBefore)).toEqual([]);
    expect(await inKv("/formations", vars)).toBe(true);
    expect(await inKv("/formations?categorie=bts", vars)).toBe(true);
  });
});
