/** The catalogue's filters in workerd: campus, rhythm and level of entry beside category and level, combined, and noindex on combinations. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormationListData } from "../../content/pages";
import { readConfig } from "../../worker/config";
import { createCmsClient } from "../../worker/cms/client";
import { resolvePage } from "../../worker/loaders/resolve";
import { fakeCms, json, testEnv, uniqueCmsUrl } from "./fake-cms";

afterEach(() => vi.restoreAllMocks());

const CAMPUSES = [{ slug: "lyon", title: "Campus de Lyon", city: "Lyon", region: "Auvergne-Rhône-Alpes", image: null }];

async function catalogue(query: string) {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const cms = fakeCms((call) => json({ data: call.url.pathname === "/api/campuses" ? CAMPUSES : [] }));
  const config = readConfig({ ...testEnv, CMS_URL: uniqueCmsUrl() });
  const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale: "fr", waitUntil: () => {} });
  const resolved = await resolvePage(new URL(`https://www.example-ecole.fr/formations?${query}`), client, config);
  return { ...resolved, data: resolved.page.data as FormationListData, call: cms.to("/formations")[0]?.url.searchParams ?? new URLSearchParams() };
}

describe("the catalogue's filters", () => {
  it("asks the CMS for the programmes of a campus, a rhythm and a level of entry, together", async () => {
    const { status, data, call } = await catalogue("campus=lyon&rythme=alternance&entree=2&categorie=bachelor");
    expect(status).toBe(200);
    expect(call.get("filters[campuses][slug][$eq]")).toBe("lyon");
    expect(call.get("filters[rhythm][$eq]")).toBe("periodic");
    expect(call.get("filters[entryLevel][$eq]")).toBe("2");
    expect(call.get("filters[category][$eq]")).toBe("bachelor");
    expect(data).toMatchObject({ campus: "lyon", rhythm: "alternance", entry: 2, category: "bachelor", level: null });
    expect(data.campuses).toEqual([{ slug: "lyon", title: "Campus de Lyon" }]);
  });

  it("reads initial as the full-time rhythm", async () => {
    expect((await catalogue("rythme=initial")).call.get("filters[rhythm][$eq]")).toBe("fulltime");
  });

  it("ignores an unknown rhythm or level of entry, as without the filter", async () => {
    const { data, call } = await catalogue("rythme=nuit&entree=9");
    expect([...call.keys()].filter((key) => /rhythm|entryLevel/.test(key))).toEqual([]);
    expect(data).toMatchObject({ rhythm: null, entry: null });
  });

  it("sends an unknown campus to the same list without it, its other filters kept", async () => {
    const { redirect } = await catalogue("campus=atlantis&rythme=alternance");
    expect(redirect).toEqual({ location: "/formations?rythme=alternance", status: 302 });
  });

  it("lets search engines index one filter, not a combination", async () => {
    expect((await catalogue("rythme=alternance")).page.head.noindex).toBeFalsy();
    expect((await catalogue("categorie=bts")).page.head.noindex).toBeFalsy();
    expect((await catalogue("categorie=bts&rythme=alternance")).page.head.noindex).toBe(true);
    expect((await catalogue("campus=lyon&entree=0")).page.head.noindex).toBe(true);
  });
});
