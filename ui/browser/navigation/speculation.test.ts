/** The rules of fetching ahead, called directly: which pages at once, on which connections, and what is never fetched. */
import { describe, expect, it } from "vitest";
import { leavesAheadUnused, mayFetchAhead, NEXT_PAGES_MAX, nextPages, PRERENDER_MAX, speculationRules } from "./speculation";

const here = new URL("https://www.ecole.test/formations/dcg");

describe("pages fetched at once", () => {
  it("keeps same-site pages in order, each once, never this page or a pop-in address, at most NEXT_PAGES_MAX", () => {
    const hrefs = [
      "https://www.ecole.test/agenda",
      "https://www.ecole.test/formations/dcg",
      "https://www.ecole.test/formations/dcg?popin=brochure",
      "https://ailleurs.example/",
      "https://www.ecole.test/agenda",
      "https://www.ecole.test/formations",
      "https://www.ecole.test/campus",
      "https://www.ecole.test/campus/lyon",
      "https://www.ecole.test/actualites",
    ];
    expect(nextPages(hrefs, here)).toEqual(["/agenda", "/formations", "/campus", "/campus/lyon"]);
    expect(NEXT_PAGES_MAX).toBe(4);
  });
});

describe("connections", () => {
  it.each([
    [false, "4g", true],
    [undefined, undefined, true],
    [false, "3g", true],
    [true, "4g", false],
    [false, "2g", false],
    [false, "slow-2g", false],
  ])("Save-Data %s on %s: fetch ahead %s", (saveData, type, allowed) => {
    expect(mayFetchAhead(saveData, type)).toBe(allowed);
  });
});

describe("speculation rules", () => {
  it("prerenders the first next page and prefetches the others at once, others on intent; prerenders on a touch, or on hover where a mouse hovers", () => {
    const phone = speculationRules(["/formations", "/agenda", "/campus"], here, false);
    expect(phone.rendered).toEqual({ prerender: [{ source: "list", urls: ["/formations"], eagerness: "immediate" }] });
    expect(phone.fetched).toEqual({ prefetch: [{ source: "list", urls: ["/agenda", "/campus"], eagerness: "immediate" }] });
    expect(phone.onIntent.prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([["document", "conservative"]]);
    expect(phone.onIntent.prefetch.map((rule) => [rule.source, rule.eagerness])).toEqual([["document", "moderate"]]);
    expect(PRERENDER_MAX).toBe(1);
    expect(speculationRules(["/agenda"], here, false)).toMatchObject({ rendered: { prerender: [{ urls: ["/agenda"] }] }, fetched: undefined });
    expect(speculationRules([], here, false)).toMatchObject({ rendered: undefined, fetched: undefined });
    expect(speculationRules([], here, true).onIntent.prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([["document", "moderate"]]);
  });

  it("the rules on intent never render the page rendered ahead, so that removing its own rules drops it; they still prefetch it", () => {
    const { onIntent } = speculationRules(["/formations", "/agenda", "/campus"], here, false);
    expect(onIntent.prerender[0]?.where.and).toContainEqual({ not: { href_matches: "/formations" } });
    expect(onIntent.prerender[0]?.where.and).not.toContainEqual({ not: { href_matches: "/agenda" } });
    expect(onIntent.prefetch[0]?.where.and).not.toContainEqual({ not: { href_matches: "/formations" } });
  });

  it("never the CMS, the pop-in's addresses, the beacon, forms, downloads, other tabs or this page", () => {
    const { onIntent } = speculationRules([], here, true);
    const where = JSON.stringify([onIntent.prefetch[0]?.where, onIntent.prerender[0]?.where]);
    for (const excluded of ['"/__cms/*"', '"/api/*"', '"/crm/*"', '"/__vitals"', "popin=", '"/formations/dcg"', "[download]", "form *", "[target]", "nofollow"]) {
      expect(where).toContain(excluded);
    }
  });

  it("a page change to a page that is not one of the next pages leaves those unused, with or without its query", () => {
    const next = ["/formations", "/agenda?mois=12"];
    expect(leavesAheadUnused(new URL("https://www.ecole.test/formations"), next)).toBe(false);
    expect(leavesAheadUnused(new URL("https://www.ecole.test/agenda?mois=12"), next)).toBe(false);
    expect(leavesAheadUnused(new URL("https://www.ecole.test/agenda"), next)).toBe(true);
    expect(leavesAheadUnused(new URL("https://www.ecole.test/agenda/portes-ouvertes-paris"), next)).toBe(true);
  });
});
