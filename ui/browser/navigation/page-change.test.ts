import { describe, expect, it } from "vitest";
import { leavesForPage } from "./page-change";

const here = new URL("https://www.ecole.example/formations?niveau=3#objectifs");
const link = (href: string, more: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: "", download: false, ...more });

describe("leavesForPage", () => {
  it("is true for another page of the site, or the same page with another query", () => {
    expect(leavesForPage(link("/campus/lyon"), here)).toBe(true);
    expect(leavesForPage(link("/formations?niveau=5"), here)).toBe(true);
  });

  it("is false for an anchor of the page on screen, another site, a new tab, a download or a non-web scheme", () => {
    expect(leavesForPage(link("#admission"), here)).toBe(false);
    expect(leavesForPage(link("/formations?niveau=3#tarif"), here)).toBe(false);
    expect(leavesForPage(link("https://forms.example/brochure"), here)).toBe(false);
    expect(leavesForPage(link("/agenda", { target: "_blank" }), here)).toBe(false);
    expect(leavesForPage(link("/brochure.pdf", { download: true }), here)).toBe(false);
    expect(leavesForPage(link("mailto:contact@ecole.example"), here)).toBe(false);
  });
});
