/**
 * A programme's "Résultats et débouchés" against the real Strapi: the CMS serves the results component (demo figures,
 * marked so), and the programme page shows them as tables a screen reader reads, "non calculable" where a figure is
 * missing or the cohort is under 20, the certification's pass rate beside its RNCP code, and its anchor in the page's
 * navigation; the RNCP code is in the page's JSON-LD.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, chromiumForFile, PHONE } from "./browser";

const site = inject("siteUrl");
const browser = chromiumForFile();

async function open(path: string, size = DESKTOP) {
  const context = await browser().newContext({ ...size, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site}${path}`);
  return page;
}

/** A table's rows as [header, value] pairs, read through the accessibility tree's roles. */
const rows = (page: Page, name: RegExp) =>
  page
    .getByRole("table", { name })
    .getByRole("row")
    .evaluateAll((trs) => trs.slice(1).map((tr) => [tr.querySelector("th")!.textContent!.trim(), tr.querySelector("td")!.textContent!.trim()]));

describe("results by programme", () => {
  it("the CMS serves each programme's results component, every entry marked as demo", async () => {
    const query = "filters[slug][$eq]=dcg&populate[results][populate][campus][fields][0]=slug&fields[0]=rncp";
    const res = await fetch(`${inject("cmsUrl")}/api/formations?${query}`, { headers: { authorization: `Bearer ${inject("apiToken")}` } });
    expect(res.status).toBe(200);
    const [dcg] = ((await res.json()) as { data: { rncp: string; results: { year: string; source: string; learners: number; demo: boolean; campus: { slug: string } | null }[] }[] }).data;
    expect(dcg!.rncp).toBe("RNCP35517");
    expect(dcg!.results.map((r) => [r.year, r.source, r.campus?.slug ?? null, r.demo])).toEqual([
      ["2024", "InserJeunes (DEPP, Dares)", null, true],
      ["2024", "InserJeunes (DEPP, Dares)", "le-mans", true],
    ]);
  });

  for (const [name, size] of [["1440", DESKTOP], ["390", PHONE]] as const) {
    it(`shows them as tables with their year and source, the anchor in the page's navigation, at ${name} px`, async () => {
      const page = await open("/formations/dcg", size);
      expect(await page.locator('.anchor-nav a[href="#resultats"]').textContent()).toBe("Résultats et débouchés");
      const all = await rows(page, /^Résultats de la promotion 2024, tous campus$/);
      expect(all.map(([figure]) => figure)).toEqual([
        "Taux d’obtention du diplôme",
        "Taux de poursuite d’études",
        "Taux d’interruption en cours de formation",
        "Taux d’insertion dans l’emploi à 6 mois",
        "Taux d’insertion dans l’emploi à 12 mois",
        "Taux d’insertion dans l’emploi à 18 mois",
        "Taux d’insertion dans l’emploi à 24 mois",
        "Valeur ajoutée de l’établissement (points)",
        "Taux de rupture des contrats d’apprentissage",
        "Taux de réussite à la certification (Certification RNCP35517)",
      ]);
      expect(all.filter(([, value]) => /^\d+(,\d)?\u00a0%$/.test(value!))).toHaveLength(9);
      // A campus of 14 learners: no rate is computed.
      const small = await rows(page, /^Résultats de la promotion 2024, Campus du Mans$/);
      expect(small.map(([, value]) => value)).toEqual(Array(10).fill("non calculable"));
      const section = page.locator("#resultats");
      expect(await section.textContent()).toContain("Source\u00a0: InserJeunes (DEPP, Dares), 2024.");
      expect(await section.textContent()).toContain("Données de démonstration");
      await section.screenshot({ path: `/tmp/results-e2e-${name}.png` });
    });
  }

  it("says 'non calculable' for a figure the CMS does not have (a programme too recent for 24 months)", async () => {
    const page = await open("/formations/bts-cg");
    const all = Object.fromEntries(await rows(page, /tous campus$/));
    expect(all["Taux d’insertion dans l’emploi à 24 mois"]).toBe("non calculable");
    expect(all["Taux d’insertion dans l’emploi à 12 mois"]).toMatch(/\u00a0%$/);
  });

  it("names the certification by its RNCP code in the page's JSON-LD", async () => {
    const html = await (await fetch(`${site}/formations/dcg`)).text();
    const course = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)).find((ld) => ld["@type"] === "Course");
    expect(course.educationalCredentialAwarded).toEqual({
      "@type": "EducationalOccupationalCredential",
      name: "RNCP35517",
      identifier: { "@type": "PropertyValue", propertyID: "RNCP", value: "RNCP35517" },
    });
  });
});
