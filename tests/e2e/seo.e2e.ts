/**
 * What search engines, feed readers and social networks read, against the real CMS: the sitemap (every
 * family, absolute, dated, valid), robots.txt, a linked feed, icons, share images, head tags and JSON-LD.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { validateSitemap, xmllint, xpath } from "../xmllint";
import { DESKTOP, launchChromium } from "./browser";

const site = inject("siteUrl");
const SCHOOL = "École Exemple";

/** A page of the site by the path and query of an absolute address (the sitemap names the school's own origin). */
const local = (address: string) => {
  const { pathname, search } = new URL(address);
  return `${site}${pathname}${search}`;
};

const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** The head's title, canonical links, meta tags ([key, content]), feed links and JSON-LD objects. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    canonical: links.filter((l) => attr(l, "rel") === "canonical").map((l) => attr(l, "href")!),
    metas: [...head.matchAll(/<meta (?:name|property|itemProp)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)] as const),
    links,
    attr,
    ld: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>),
  };
}
const meta = (head: ReturnType<typeof headOf>, key: string) => head.metas.filter(([k]) => k === key).map(([, v]) => v);

let sitemap: string;
let locs: string[];
beforeAll(async () => {
  const res = await fetch(`${site}/sitemap.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/xml");
  sitemap = await res.text();
  locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
});

describe("sitemap", () => {
  it("validates against the sitemaps.org schema", () => {
    expect(validateSitemap(sitemap)).toMatchObject({ code: 0 });
  });

  it("lists home, the list pages and every family, by absolute addresses on one origin", () => {
    const origins = new Set(locs.map((loc) => new URL(loc).origin));
    expect(origins.size).toBe(1);
    expect([...origins][0]).toMatch(/^https?:\/\/[^/]+$/);
    const paths = locs.map((loc) => new URL(loc).pathname);
    for (const path of ["/", "/formations", "/formations-reseau", "/campus", "/actualites", "/blog", "/agenda", "/fiches-metiers", "/offres-alternance", "/article", "/crm/brochure"]) {
      expect(paths, path).toContain(path);
    }
    const family = (pattern: RegExp) => paths.filter((p) => pattern.test(p)).length;
    expect(family(/^\/formations\/[^/]+$/)).toBeGreaterThanOrEqual(80);
    expect(family(/^\/campus\/[^/]+$/)).toBe(26);
    for (const pattern of [/^\/actualites\/[^/]+$/, /^\/blog\/[^/]+$/, /^\/agenda\/[^/]+$/, /^\/fiches-metiers\/[^/]+$/]) expect(family(pattern), String(pattern)).toBeGreaterThan(0);
    // rubrique articles and the link slugs pages point at
    for (const path of ["/admission", "/admission/admissions-et-tarifs", "/entreprises/taxe-apprentissage", "/ecole/nos-engagements", "/cgv", "/mentions-legales", "/charte-donnees-personnelles", "/contact"]) {
      expect(paths, path).toContain(path);
    }
    // the catalogue's one-filter pages, each its own address
    expect(locs.map((loc) => new URL(loc).search).filter((search) => /^\?(categorie|niveau|campus|rythme|entree)=[^&]+$/.test(search)).length).toBeGreaterThan(20);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("dates every entry by the CMS", () => {
    expect(xpath(sitemap, "count(//*[local-name()='url'])")).toBe(String(locs.length));
    expect(xpath(sitemap, "count(//*[local-name()='url'][*[local-name()='lastmod']])")).toBe(String(locs.length));
    for (const date of sitemap.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(Number.isNaN(Date.parse(date[1]!))).toBe(false);
  });

  it("is named by robots.txt with its absolute address", async () => {
    const robots = await (await fetch(`${site}/robots.txt`)).text();
    expect(robots.split("\n")).toContain(`Sitemap: ${new URL(locs[0]!).origin}/sitemap.xml`);
  });
});

/** One page of each family, a spread of the others, and every page of the catalogue's (its one-filter pages). */
const sample = () => {
  const seen = new Set<string>();
  return locs.filter((loc, i) => {
    const { pathname } = new URL(loc);
    const family = pathname.split("/").slice(0, 2).join("/");
    const first = !seen.has(family);
    seen.add(family);
    return first || i % 9 === 0 || pathname === "/formations";
  });
};

describe("pages of the sitemap", () => {
  it("answer 200, each with one of each head tag and a title of its own that names the school once", async () => {
    const titles = new Map<string, string>();
    for (const loc of sample()) {
      const res = await fetch(local(loc), { redirect: "manual" });
      expect(res.status, loc).toBe(200);
      const head = headOf(await res.text());
      expect(head.titles, loc).toHaveLength(1);
      const title = head.titles[0]!;
      expect(title.split(SCHOOL).length - 1, title).toBe(1);
      expect(titles.get(title), `${loc} has the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, loc);
      const keys = head.metas.map(([key]) => key);
      expect(keys.filter((key, i) => keys.indexOf(key) !== i), loc).toEqual([]);
      expect(head.canonical, loc).toEqual([loc]);
      expect(meta(head, "og:url"), loc).toEqual([loc]);
      expect(meta(head, "robots"), loc).not.toContain("noindex");
    }
    expect(titles.size).toBeGreaterThan(20);
  });

  it("share absolute images that answer, with their size and alternative", async () => {
    for (const path of ["/", "/actualites/resultats-examens-dcg", "/formations/dcg", "/campus/lyon"]) {
      const head = headOf(await (await fetch(`${site}${path}`)).text());
      const [image] = meta(head, "og:image");
      expect(image, path).toMatch(/^https?:\/\/[^/]+\/media\/og-\d+-\d+\/uploads\//);
      expect(new URL(image!).origin).toBe(new URL(locs[0]!).origin);
      expect([meta(head, "og:image:width")[0], meta(head, "og:image:height")[0]], path).toEqual(["1200", "630"]);
      expect(meta(head, "og:image:alt")[0], path).toBeTruthy();
      expect(meta(head, "twitter:card"), path).toEqual(["summary_large_image"]);
      const picture = await fetch(local(image!));
      expect(picture.status, image).toBe(200);
      // a JPEG, whatever the fetcher accepts: not every network reads AVIF
      expect(picture.headers.get("content-type"), image).toBe("image/jpeg");
    }
  });

  it("mark an error page noindex once, without the CMS's index rule", async () => {
    const res = await fetch(`${site}/formations/inconnue`);
    expect(res.status).toBe(404);
    const head = headOf(await res.text());
    expect(meta(head, "robots")).toEqual(["noindex"]);
    expect(head.canonical).toEqual([]);
  });
});

describe("structured data", () => {
  const ldOf = async (path: string) => headOf(await (await fetch(`${site}${path}`)).text()).ld;
  const typed = (items: Record<string, any>[], type: string) => items.find((item) => item["@type"] === type)!;

  it("has the properties search engines require, on the canonical origin", async () => {
    const origin = new URL(locs[0]!).origin;
    const course = typed(await ldOf("/formations/dcg"), "Course");
    expect(course.name).toBeTruthy();
    expect(course.description).toBeTruthy();
    expect(course.provider.name).toBe(SCHOOL);
    expect(course.url).toBe(`${origin}/formations/dcg`);

    const eventPath = new URL(locs.find((loc) => /\/agenda\/[^/]+$/.test(loc))!).pathname;
    const event = typed(await ldOf(eventPath), "Event");
    expect(event.name).toBeTruthy();
    expect(Number.isNaN(Date.parse(event.startDate))).toBe(false);
    expect(event.location.name ?? event.location.url).toBeTruthy();

    const news = await ldOf("/actualites/resultats-examens-dcg");
    const article = typed(news, "NewsArticle");
    expect(article.headline).toBeTruthy();
    expect(article.image[0]).toMatch(new RegExp(`^${origin}/media/og-\\d+-\\d+/uploads/`));
    expect(Number.isNaN(Date.parse(article.datePublished))).toBe(false);

    const crumbs = typed(news, "BreadcrumbList").itemListElement as { position: number; name: string; item: string }[];
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3]);
    for (const crumb of crumbs) {
      expect(crumb.name).toBeTruthy();
      expect(crumb.item.startsWith(`${origin}/`)).toBe(true);
    }
  });
});

describe("feeds", () => {
  it("the home page links a feed whose items have absolute links, RFC 822 dates and summaries", async () => {
    const head = headOf(await (await fetch(`${site}/`)).text());
    const feeds = head.links.filter((l) => head.attr(l, "type") === "application/rss+xml").map((l) => head.attr(l, "href")!);
    expect(feeds).toEqual(["/actualites/rss.xml", "/blog/rss.xml"]);
    for (const href of feeds) {
      const res = await fetch(`${site}${href}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/rss+xml");
      const feed = await res.text();
      expect(xmllint(feed, ["--noout"]).code).toBe(0);
      expect(xpath(feed, "string(/rss/@version)")).toBe("2.0");
      const items = Number(xpath(feed, "count(/rss/channel/item)"));
      expect(items).toBeGreaterThan(0);
      expect(xpath(feed, "count(/rss/channel/item[title and link and guid and pubDate and description])")).toBe(String(items));
      for (const link of feed.matchAll(/<link>([^<]+)<\/link>/g)) expect(link[1]).toMatch(/^https?:\/\//);
      for (const date of feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)) expect(date[1]).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      // an item's link is a page of the site
      const first = xpath(feed, "string(/rss/channel/item[1]/link)");
      expect((await fetch(local(first))).status).toBe(200);
    }
  });
});

describe("icons and files", () => {
  const pngSize = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return [view.getUint32(16), view.getUint32(20)];
  };

  it("the head's icons and the manifest's answer 200 as images", async () => {
    const head = headOf(await (await fetch(`${site}/`)).text());
    const icons = head.links.filter((l) => /^(icon|apple-touch-icon)$/.test(head.attr(l, "rel") ?? "")).map((l) => head.attr(l, "href")!);
    expect(icons).toEqual(["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png"]);
    const manifest = (await (await fetch(`${site}/manifest.webmanifest`)).json()) as { icons: { src: string; type: string }[] };
    for (const path of [...icons, ...manifest.icons.map((icon) => icon.src)]) {
      const res = await fetch(`${site}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/^image\//);
    }
    const touch = new Uint8Array(await (await fetch(`${site}/apple-touch-icon.png`)).arrayBuffer());
    expect(pngSize(touch)).toEqual([180, 180]);
    const ico = new Uint8Array(await (await fetch(`${site}/favicon.ico`)).arrayBuffer());
    expect([...ico.slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it("a missing file answers a small plain 404; a missing page the full error page", async () => {
    for (const path of ["/assets/absent-0123.js", "/icons/absent.png", "/absent.css.map"]) {
      const res = await fetch(`${site}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("text/plain");
      expect((await res.text()).length, path).toBeLessThan(100);
    }
    const page = await fetch(`${site}/une-rubrique-absente`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Oups !");
  });
});

describe("in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("keeps one canonical, equal to og:url, after a page change", async () => {
    const page = await browser.newPage(DESKTOP);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${site}/formations`);
    await page.locator('main a[href="/formations/dcg"]').first().click();
    await page.waitForFunction(() => location.pathname === "/formations/dcg");
    await page.waitForFunction(() => document.querySelector('link[rel="canonical"]')?.getAttribute("href")?.endsWith("/formations/dcg"));
    const head = await page.evaluate(() => ({
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
      url: [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute("content")),
      titles: document.querySelectorAll("title").length,
      title: document.title,
    }));
    expect(head.canonical).toHaveLength(1);
    expect(head.url).toEqual(head.canonical);
    expect(head.titles).toBe(1);
    expect(head.title.split(SCHOOL).length - 1).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
