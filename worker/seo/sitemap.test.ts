import { describe, expect, it } from "vitest";
import { latest, splitSitemap, urlsetXml, type SitemapEntry } from "./sitemap";

const entry = (n: number): SitemapEntry => ({ loc: `https://www.ecole.test/formations/f-${String(n).padStart(3, "0")}`, lastmod: "2026-05-01" });
const many = (count: number) => Array.from({ length: count }, (_, i) => entry(i));
const size = (entries: SitemapEntry[]) => new TextEncoder().encode(urlsetXml(entries)).length;

describe("splitSitemap", () => {
  it("keeps everything in one file within the limits", () => {
    expect(splitSitemap(many(10), { urls: 10, bytes: 1_000_000 })).toEqual([many(10)]);
  });

  it("cuts at the number of addresses, in order", () => {
    const files = splitSitemap(many(7), { urls: 3, bytes: 1_000_000 });
    expect(files.map((f) => f.length)).toEqual([3, 3, 1]);
    expect(files.flat()).toEqual(many(7));
  });

  it("cuts at the size, each file's whole document within it", () => {
    const limit = size(many(4)) + 10;
    const files = splitSitemap(many(10), { urls: 1000, bytes: limit });
    expect(files.map((f) => f.length)).toEqual([4, 4, 2]);
    for (const file of files) expect(size(file)).toBeLessThanOrEqual(limit);
  });

  it("counts bytes, not characters (accents take two)", () => {
    const accented = Array.from({ length: 4 }, (_, i) => ({ loc: `https://www.ecole.test/actualites/été-${i}` }));
    const limit = size(accented.slice(0, 2));
    expect(splitSitemap(accented, { urls: 1000, bytes: limit }).map((f) => f.length)).toEqual([2, 2]);
  });

  it("refuses an address that could never fit, and gives one empty file for no entries", () => {
    expect(() => splitSitemap(many(1), { urls: 10, bytes: 100 })).toThrow(/exceeds 100 bytes/);
    expect(splitSitemap([], { urls: 10, bytes: 1000 })).toEqual([[]]);
  });
});

describe("urlsetXml", () => {
  it("escapes addresses and writes alternates in the xhtml namespace", () => {
    const xml = urlsetXml([{ loc: "https://www.ecole.test/a?b=1&c=<d>", alternates: [{ hreflang: "en", href: "https://www.ecole.test/en" }] }]);
    expect(xml).toContain("<loc>https://www.ecole.test/a?b=1&amp;c=&lt;d&gt;</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.ecole.test/en"/>');
    expect(xml).not.toContain("<lastmod>");
  });
});

describe("latest", () => {
  it("takes the latest date, ignoring missing ones", () => {
    expect(latest(["2026-01-02T00:00:00.000Z", null, "2026-03-01T00:00:00.000Z", undefined])).toBe("2026-03-01T00:00:00.000Z");
    expect(latest([null, undefined])).toBeUndefined();
  });
});
