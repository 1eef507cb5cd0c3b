/**
 * What search engines and feed readers get, through the whole pipeline in workerd with a fake CMS:
 * the sitemap (every family, absolute, dated, split past its limits, purged on publish), robots.txt,
 * the feeds, the plain 404 of missing files, and one head tag of each kind on the site's origin.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../worker/app";
import type { Bindings } from "../../worker/env";
import { SITEMAP_PART_PATH, SITEMAP_PATH, sitemapRoute } from "../../worker/endpoints/sitemap";
import { app } from "./app";
import { fakeCms, json, uniqueCmsUrl, type SeenCall } from "./fake-cms";
import { publishThroughWebhook } from "./publish";

const SITE = "https://www.example-ecole.fr";

const SETTINGS = {
  siteName: "École Exemple",
  siteUrl: `${SITE}/`,
  shareImage: { url: "/uploads/partage.png", width: 1200, height: 630, alternativeText: "Le campus de Paris" },
  metas: [
    { type: "name", key: "robots", value: "index, follow" },
    { type: "property", key: "og:locale", value: "fr_FR" },
    { type: "property", key: "og:type", value: "website" },
  ],
};

const at = (day: number) => `2026-05-${String(day).padStart(2, "0")}T08:00:00.000Z`;
const dated = (slug: string, day: number, rubrique?: string) => ({ slug, updatedAt: at(day), ...(rubrique ? { rubrique } : {}) });

/** Each collection's dated entries, by CMS path (and kind for the news), in pages. */
let collections: Record<string, ReturnType<typeof dated>[][]>;
const COLLECTIONS = () => ({
  // two pages: the sitemap must read past the first; an odd slug is left out
  "/api/formations": [[dated("bts-cg", 3), dated("dcg", 9)], [dated("mba", 4), dated("Bad_Slug", 28)]],
  "/api/campuses": [[dated("lyon", 5)]],
  "/api/ecole-news:news": [[dated("resultats-dcg", 7)]],
  "/api/ecole-news:blog": [[dated("cv-etudiant", 8)]],
  "/api/events": [[dated("portes-ouvertes-paris", 2)]],
  "/api/fiche-metiers": [[dated("comptable", 6)]],
  "/api/offre-alternances": [[dated("offre-1", 20)]],
  // a rubrique's own page, a sub-page, one that a fixed route shadows (/formations/x is a programme)
  // and one whose address redirects to the page's other one (/ecole/engagements)
  "/api/ecole-articles": [
    [dated("admission", 10, "admission"), dated("admissions-et-tarifs", 11, "admission"), dated("x", 12, "formations"), dated("engagements", 13, "ecole")],
  ],
});

const FORMATION = {
  title: "DCG",
  slug: "dcg",
  category: "dcg",
  entryLevel: 0,
  graduationLevel: 3,
  rhythm: "periodic",
  summary: "Le diplôme de comptabilité et de gestion.",
  rncp: "RNCP35517",
  image: { url: "/uploads/dcg.png", width: 800, height: 450, alternativeText: null },
  campuses: [{ title: "Campus de Lyon", slug: "lyon", city: "Lyon" }],
  seo: { metaTitle: "DCG en alternance – École Exemple", metaDescription: "" },
};

const NEWS = [1, 2].map((n) => ({
  slug: `actu-${n}`,
  title: `Actualité ${n} & co`,
  publishDate: `2026-11-0${n}`,
  summary: `Résumé ${n}`,
  focusImage: null,
  campus_infos: [],
  cat_news: { title: "Pédagogie", slug: "pedagogie" },
}));

const notFound = () => json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);

let withSettings = true;
function answer(call: SeenCall) {
  const { pathname, searchParams: q } = call.url;
  if (pathname === "/api/users/me") return withSettings ? json(SETTINGS) : notFound();
  if (q.get("fields[1]") === "updatedAt") {
    const kind = q.get("filters[kind][$eq]");
    const pages = collections[kind ? `${pathname}:${kind}` : pathname] ?? [[]];
    const page = Number(q.get("pagination[page]"));
    return json({ data: pages[page - 1] ?? [], meta: { pagination: { page, pageSize: 100, pageCount: pages.length, total: pages.flat().length } } });
  }
  if (pathname === "/api/formations" && q.get("filters[slug][$eq]") === "dcg") return json({ data: [FORMATION] });
  // the catalogue's one answer: one BTS in alternance at Lyon, from Bac to Bac+2
  if (pathname === "/api/formations" && q.has("populate[campuses][fields][0]")) {
    return json({ data: [{ title: "BTS CG", slug: "bts-cg", category: "bts", entryLevel: 0, graduationLevel: 2, rhythm: "periodic", summary: "", campuses: [{ slug: "lyon" }] }] });
  }
  if (pathname === "/api/ecole-news") return json({ data: NEWS, meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: 2 } } });
  if (pathname === "/api/formations" || pathname === "/api/events") return json({ data: [] });
  return notFound();
}

let cmsUrl: string;
let cms: ReturnType<typeof fakeCms>;
beforeEach(() => {
  cmsUrl = uniqueCmsUrl();
  collections = COLLECTIONS();
  withSettings = true;
  cms = fakeCms(answer);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function get(path: string, vars: Record<string, string> = {}, site = app) {
  const ctx = createExecutionContext();
  const res = await site.request(`http://ecole.test${path}`, {}, { ...(env as unknown as Bindings), CMS_URL: cmsUrl, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, type: res.headers.get("content-type"), page: /page;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1] };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const lastmodOf = (xml: string, loc: string) => new RegExp(`<loc>${loc.replace(/[.?]/g, "\\$&")}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe("sitemap", () => {
  it("lists home, every list page and every entry of every family, on the site's origin", async () => {
    const { res, body, type } = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(type).toBe("application/xml; charset=utf-8");
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const paths = [
      "/", "/formations", "/formations-reseau", "/crm/brochure", "/formations/bts-cg", "/formations/dcg", "/formations/mba",
      "/campus", "/campus/lyon", "/actualites", "/actualites/resultats-dcg", "/blog", "/blog/cv-etudiant",
      "/agenda", "/agenda/portes-ouvertes-paris", "/journees-portes-ouvertes", "/fiches-metiers", "/fiches-metiers/comptable", "/offres-alternance",
      "/article", "/admission", "/admission/admissions-et-tarifs",
      // the catalogue's one-filter pages that list programmes, as many as it has values
      "/formations?categorie=bts", "/formations?niveau=2", "/formations?campus=lyon", "/formations?rythme=alternance", "/formations?entree=0",
    ];
    expect(locs(body).sort()).toEqual(paths.map((p) => `${SITE}${p}`).sort());
    expect(body).not.toContain("xhtml:link rel");
    // the second page of programmes was read
    expect(cms.to("/formations").some((call) => call.url.searchParams.get("pagination[page]") === "2")).toBe(true);
  });

  it("dates each entry by its updatedAt, list pages by their newest entry, home by the newest of all", async () => {
    const { body } = await get("/sitemap.xml");
    expect(lastmodOf(body, `${SITE}/formations/dcg`)).toBe(at(9));
    expect(lastmodOf(body, `${SITE}/formations`)).toBe(at(28));
    expect(lastmodOf(body, `${SITE}/formations?categorie=bts`)).toBe(at(28));
    expect(lastmodOf(body, `${SITE}/offres-alternance`)).toBe(at(20));
    expect(lastmodOf(body, `${SITE}/`)).toBe(at(28));
    expect(lastmodOf(body, `${SITE}/agenda/portes-ouvertes-paris`)).toBe(at(2));
    // the open days page, dated as the agenda whose events it shows
    expect(lastmodOf(body, `${SITE}/journees-portes-ouvertes`)).toBe(at(2));
  });

  it("asks only for upcoming events and dated news of each kind", async () => {
    await get("/sitemap.xml");
    const events = cms.to("/events")[0]!.url.searchParams;
    expect(events.get("filters[$or][1][dateStart][$gte]")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const kinds = cms.to("/ecole-news").map((call) => call.url.searchParams.get("filters[kind][$eq]"));
    expect(kinds.sort()).toEqual(["blog", "news"]);
    expect(cms.to("/ecole-news")[0]!.url.searchParams.get("filters[publishDate][$notNull]")).toBe("true");
  });

  it("with English on, lists the English home and names both languages as alternates", async () => {
    const { body } = await get("/sitemap.xml", { ENGLISH_ENABLED: "true" });
    expect(locs(body)).toContain(`${SITE}/en`);
    const home = /<url><loc>https:\/\/www.example-ecole.fr\/<\/loc>.*?<\/url>/.exec(body)![0];
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${SITE}/"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/"/>`);
    expect(/<url><loc>https:\/\/www.example-ecole.fr\/en<\/loc>.*?<\/url>/.exec(body)![0]).toContain('hreflang="fr"');
  });

  it("uses the request's origin when the CMS names no site address", async () => {
    withSettings = false;
    const { body } = await get("/sitemap.xml");
    expect(locs(body)).toContain("http://ecole.test/formations/dcg");
  });

  it("becomes an index of files within the limits past them, each file answering", async () => {
    const limits = { urls: 8, bytes: 1_000_000 };
    const small = buildApp((site) => {
      site.get(SITEMAP_PATH, sitemapRoute(limits));
      site.get(SITEMAP_PART_PATH, sitemapRoute(limits));
    });
    const index = await get("/sitemap.xml", {}, small);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files).toEqual([1, 2, 3, 4].map((n) => `${SITE}/sitemap-${n}.xml`));
    const listed: string[] = [];
    for (const file of files) {
      const part = await get(new URL(file).pathname, {}, small);
      expect(part.res.status).toBe(200);
      expect(part.body).toContain("<urlset");
      expect(locs(part.body).length).toBeLessThanOrEqual(8);
      listed.push(...locs(part.body));
    }
    expect(listed).toHaveLength(27);
    expect(new Set(listed).size).toBe(27);
    for (const missing of ["/sitemap-5.xml", "/sitemap-0.xml"]) {
      const answer = await get(missing, {}, small);
      expect(answer.res.status).toBe(404);
      expect(answer.type).toContain("text/plain");
    }
    // with everything in one file there are no parts
    expect((await get("/sitemap-1.xml")).res.status).toBe(404);
  });

  it("is cached at the edge, the same for every device, and rebuilt after a publish", async () => {
    expect((await get("/sitemap.xml")).page).toBe("miss");
    const phone = await (async () => {
      const ctx = createExecutionContext();
      const res = await app.request("http://ecole.test/sitemap.xml", { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile" } }, { ...(env as unknown as Bindings), CMS_URL: cmsUrl }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    })();
    expect(phone.headers.get("server-timing")).toContain('page;desc="hit"');
    collections["/api/campuses"] = [[dated("lyon", 5), dated("brest", 29)]];
    expect(locs((await get("/sitemap.xml")).body)).not.toContain(`${SITE}/campus/brest`);

    expect(await publishThroughWebhook({ ...(env as unknown as Bindings), CMS_URL: cmsUrl }, "campus", "http://ecole.test")).toBe(202);
    const after = await get("/sitemap.xml");
    expect(after.page).toBe("miss");
    expect(locs(after.body)).toContain(`${SITE}/campus/brest`);
  });
});

describe("robots.txt", () => {
  it("names the sitemap by its absolute address and keeps crawlers off the API", async () => {
    const { res, body, type } = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(type).toContain("text/plain");
    expect(body.split("\n")).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /api/", `Sitemap: ${SITE}/sitemap.xml`]));
  });
});

describe("feeds", () => {
  it("/actualites/rss.xml: the newest news as RSS 2.0, absolute links, RFC 822 dates, summaries", async () => {
    const { res, body, type } = await get("/actualites/rss.xml");
    expect(res.status).toBe(200);
    expect(type).toBe("application/rss+xml; charset=utf-8");
    expect(body).toContain('<rss version="2.0"');
    expect(body).toContain("<title>Actualités – École Exemple</title>");
    expect(body).toContain(`<link>${SITE}/actualites</link>`);
    expect(body).toContain(`<atom:link href="${SITE}/actualites/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(body).toContain(`<item><title>Actualité 1 &amp; co</title><link>${SITE}/actualites/actu-1</link><guid isPermaLink="true">${SITE}/actualites/actu-1</guid><pubDate>Sun, 01 Nov 2026 00:00:00 GMT</pubDate><description>Résumé 1</description><category>Pédagogie</category></item>`);
    const call = cms.to("/ecole-news")[0]!.url.searchParams;
    expect(call.get("filters[kind][$eq]")).toBe("news");
    expect(call.get("sort[0]")).toBe("publishDate:desc");
  });

  it("/blog/rss.xml: the blog's posts under /blog", async () => {
    const { body } = await get("/blog/rss.xml");
    expect(body).toContain(`<link>${SITE}/blog/actu-2</link>`);
    expect(cms.to("/ecole-news")[0]!.url.searchParams.get("filters[kind][$eq]")).toBe("blog");
  });
});

describe("missing files", () => {
  it.each(["/favicon.ico", "/assets/client-0123abcd.js", "/assets/style.css", "/icons/icon-1024.png", "/client.js.map", "/images/photo.webp", "/fonts/inter.woff2", "/humans.txt", "/feed.xml"])(
    "%s answers a small plain 404, without calling the CMS",
    async (path) => {
      const { res, body, type } = await get(path);
      expect(res.status).toBe(404);
      expect(type).toContain("text/plain");
      expect(body.length).toBeLessThan(100);
      expect(cms.calls).toHaveLength(0);
    },
  );

  it("leaves pages their full error page", async () => {
    for (const path of ["/une-rubrique-inconnue", "/formations/inconnue"]) {
      const { res, body, type } = await get(path);
      expect(res.status).toBe(404);
      expect(type).toContain("text/html");
      expect(body).toContain("Oops cette page n&#x27;existe pas (ou plus)");
    }
  });
});

/** The head's tags: [attribute, key, content] of each meta, the canonical link and the title. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => ({ key: m[2]!, content: m[3]! }));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]!),
    metas,
    values: (key: string) => metas.filter((m) => m.key === key).map((m) => m.content),
    ld: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
    feeds: [...head.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)"/g)].map((m) => m[2]!),
  };
}

describe("head tags", () => {
  it("says each tag once: title naming the school once, canonical equal to og:url, an absolute share image", async () => {
    const { res, body } = await get("/formations/dcg");
    expect(res.status).toBe(200);
    const head = headOf(body);
    expect(head.titles).toEqual(["DCG en alternance – École Exemple"]);
    const keys = head.metas.map((m) => m.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(head.canonical).toEqual([`${SITE}/formations/dcg`]);
    expect(head.values("og:url")).toEqual(head.canonical);
    // the picture's share image, cut at the edge (worker/endpoints/media)
    expect(head.values("og:image")).toEqual([`${SITE}/media/og-50-50/uploads/dcg.png`]);
    expect(head.values("og:image:width")).toEqual(["1200"]);
    expect(head.values("og:image:height")).toEqual(["630"]);
    expect(head.values("og:image:alt")).toEqual(["DCG en alternance – École Exemple"]);
    expect(head.values("twitter:card")).toEqual(["summary_large_image"]);
    expect(head.values("robots")).toEqual(["index, follow"]);
  });

  it("builds JSON-LD on the canonical origin, not on the request's host", async () => {
    const { body } = await get("/formations/dcg");
    const ld = headOf(body).ld;
    expect(ld.map((item) => item["@type"])).toEqual(["Course", "BreadcrumbList"]);
    expect(JSON.stringify(ld)).not.toContain("ecole.test");
    expect(ld[0]).toMatchObject({ url: `${SITE}/formations/dcg`, provider: { name: "École Exemple" } });
  });

  it("links the feeds from home and the news list, with the school's share image", async () => {
    const home = headOf((await get("/")).body);
    expect(home.feeds).toEqual(["/actualites/rss.xml", "/blog/rss.xml"]);
    expect(home.titles).toEqual(["Écoles de commerce, gestion, comptabilité et paie | École Exemple"]);
    expect(home.values("og:image")).toEqual([`${SITE}/media/og-50-50/uploads/partage.png`]);
    expect(home.values("og:image:alt")).toEqual(["Le campus de Paris"]);
    expect(headOf((await get("/actualites")).body).feeds).toEqual(["/actualites/rss.xml"]);
  });

  it("gives an error page one robots rule, noindex, and no canonical", async () => {
    const { res, body } = await get("/formations/inconnue");
    expect(res.status).toBe(404);
    const head = headOf(body);
    expect(head.values("robots")).toEqual(["noindex"]);
    expect(head.canonical).toEqual([]);
    expect(head.values("og:locale")).toEqual(["fr_FR"]);
    expect(head.values("og:type")).toEqual(["website"]);
  });
});
