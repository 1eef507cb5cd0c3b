/** The rules of fetching ahead, called directly: which pages at once, on which connections, and what is never fetched. */
import { describe, expect, it } from "vitest";
import { mayFetchAhead, NEXT_PAGES_MAX, nextPages, PRERENDER_MAX, speculationRules } from "./speculation";

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
    expect(phone.prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([["list", "immediate"], ["document", "conservative"]]);
    expect(phone.prerender[0]).toMatchObject({ urls: ["/formations"] });
    expect(phone.prefetch.map((rule) => [rule.source, rule.eagerness])).toEqual([["list", "immediate"], ["document", "moderate"]]);
    expect(phone.prefetch[0]).toMatchObject({ urls: ["/agenda", "/campus"] });
    expect(PRERENDER_MAX).toBe(1);
    const alone = speculationRules(["/agenda"], here, false);
    expect(alone.prefetch.map((rule) => rule.source)).toEqual(["document"]);
    expect(speculationRules([], here, false).prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([["document", "conservative"]]);
    expect(speculationRules([], here, true).prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([["document", "moderate"]]);
  });

  it("never the CMS, the pop-in's addresses, the beacon, forms, downloads, other tabs or this page", () => {
    const rules = speculationRules([], here, true);
    const where = JSON.stringify([rules.prefetch[0]?.where, rules.prerender[0]?.where]);
    for (const excluded of ['"/__cms/*"', '"/api/*"', '"/crm/*"', '"/__vitals"', "popin=", '"/formations/dcg"', "[download]", "form *", "[target]", "nofollow"]) {
      expect(where).toContain(excluded);
    }
  });
});
