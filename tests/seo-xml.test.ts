/**
 * The sitemap and feed documents checked by xmllint (Debian's libxml2-utils): the sitemap and its index
 * against the sitemaps.org schema (tests/fixtures), the RSS feed for its required elements.
 */
import { describe, expect, it } from "vitest";
import { rssXml } from "../worker/seo/feed";
import { sitemapIndexXml, splitSitemap, urlsetXml, type SitemapEntry } from "../worker/seo/sitemap";
import { validateSitemap, xmllint, xpath } from "./xmllint";

const ORIGIN = "https://www.ecole.test";
const entries: SitemapEntry[] = [
  {
    loc: `${ORIGIN}/`,
    lastmod: "2026-05-01T10:20:30.123Z",
    alternates: [
      { hreflang: "fr", href: `${ORIGIN}/` },
      { hreflang: "en", href: `${ORIGIN}/en` },
      { hreflang: "x-default", href: `${ORIGIN}/` },
    ],
  },
  { loc: `${ORIGIN}/formations/bts-cg?x=1&y=<2>`, lastmod: "2026-04-30" },
  { loc: `${ORIGIN}/campus/lyon` },
];

describe("sitemap against the sitemaps.org schema", () => {
  it("validates a urlset with dates, escaped addresses and language alternates", () => {
    expect(validateSitemap(urlsetXml(entries))).toMatchObject({ code: 0 });
  });

  it("validates the index of a sitemap split by a small limit, and each of its files", () => {
    const files = splitSitemap(entries, { urls: 1, bytes: 10_000 });
    expect(files).toHaveLength(3);
    const index = sitemapIndexXml(files.map((file, i) => ({ loc: `${ORIGIN}/sitemap-${i + 1}.xml`, lastmod: file[0]!.lastmod })));
    expect(validateSitemap(index)).toMatchObject({ code: 0 });
    for (const file of files) expect(validateSitemap(urlsetXml(file))).toMatchObject({ code: 0 });
  });

  it("refuses what the protocol refuses: a relative address, a date that is not one, a bad hreflang", () => {
    expect(validateSitemap(urlsetXml([{ loc: "/formations" }])).code).not.toBe(0);
    expect(validateSitemap(urlsetXml([{ loc: `${ORIGIN}/`, lastmod: "hier" }])).code).not.toBe(0);
    expect(validateSitemap(urlsetXml([{ loc: `${ORIGIN}/`, alternates: [{ hreflang: "fr_FR", href: `${ORIGIN}/` }] }])).code).not.toBe(0);
  });
});

describe("RSS feed", () => {
  const feed = rssXml(
    { title: "Actualités – École", link: `${ORIGIN}/actualites`, self: `${ORIGIN}/actualites/rss.xml`, description: "Toute l’actualité", language: "fr" },
    [
      { title: "Résultats & diplômes <2026>", link: `${ORIGIN}/actualites/resultats`, published: "2026-11-01", summary: "87 % de réussite", categories: ["Pédagogie"] },
      { title: "Rentrée", link: `${ORIGIN}/actualites/rentree`, published: "2026-09-01T08:00:00.000Z", summary: "", categories: [] },
    ],
  );

  it("is well-formed RSS 2.0 with the channel's required elements", () => {
    expect(xmllint(feed, ["--noout"]).code).toBe(0);
    expect(xpath(feed, "string(/rss/@version)")).toBe("2.0");
    for (const name of ["title", "link", "description"]) expect(xpath(feed, `count(/rss/channel/${name})`)).toBe("1");
    expect(xpath(feed, "string(/rss/channel/title)")).toBe("Actualités – École");
  });

  it("gives each item a title, an absolute link as its guid, an RFC 822 date and its summary", () => {
    expect(xpath(feed, "count(/rss/channel/item)")).toBe("2");
    expect(xpath(feed, "count(/rss/channel/item[title and link and guid and pubDate and description])")).toBe("2");
    expect(xpath(feed, "string(/rss/channel/item[1]/title)")).toBe("Résultats & diplômes <2026>");
    expect(xpath(feed, "string(/rss/channel/item[1]/guid)")).toBe(`${ORIGIN}/actualites/resultats`);
    expect(xpath(feed, "string(/rss/channel/item[1]/pubDate)")).toBe("Sun, 01 Nov 2026 00:00:00 GMT");
    expect(xpath(feed, "string(/rss/channel/item[2]/pubDate)")).toBe("Tue, 01 Sep 2026 08:00:00 GMT");
    expect(xpath(feed, "string(/rss/channel/lastBuildDate)")).toBe("Sun, 01 Nov 2026 00:00:00 GMT");
  });
});
