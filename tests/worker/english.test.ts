/**
 * The English variant in workerd, against a fake CMS holding documents in French and English (one
 * documentId across languages, as Strapi 5 does): pages under /en read the CMS in English, fall back to
 * the French entry, know their other-language address; the whole site answers in English with English on.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../../worker/config";
import { createCmsClient } from "../../worker/cms/client";
import { resolvePage } from "../../worker/router/load";
import { app, executionContext } from "./app";
import { fakeCms, json, testEnv, uniqueCmsUrl, type SeenCall } from "./fake-cms";

afterEach(() => vi.restoreAllMocks());

type Doc = { documentId: string; locale: "fr" | "en"; slug: string; title: string; rubrique?: string };

const FORMATIONS: Doc[] = [
  { documentId: "doc-bts", locale: "fr", slug: "bts-cg", title: "BTS Comptabilité et gestion" },
  { documentId: "doc-bts", locale: "en", slug: "bts-accounting", title: "BTS Accounting and Management" },
  { documentId: "doc-dcg", locale: "fr", slug: "dcg", title: "DCG – Diplôme de comptabilité et de gestion" },
];

const ARTICLES: Doc[] = [
  { documentId: "doc-legal", locale: "fr", rubrique: "mentions-legales", slug: "mentions-legales", title: "Mentions légales" },
  { documentId: "doc-legal", locale: "en", rubrique: "legal-notices", slug: "legal-notices", title: "Legal notices" },
];

const formation = (doc: Doc) => ({
  ...doc,
  category: "bts",
  entryLevel: 0,
  graduationLevel: 2,
  rhythm: "periodic",
  duration: { value: 2, unit: "year" },
  summary: doc.title,
  campuses: [{ title: "Lyon", slug: "lyon", city: "Lyon" }],
});
const article = (doc: Doc) => ({ ...doc, summary: doc.title, pageLayout: "default", sections: [] });

const SETTINGS = { siteName: "École Exemple", siteUrl: "https://www.example-ecole.fr" };
const NOT_FOUND = () => json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);

/** Answers as Strapi would: by locale, by slug or by documentId; the chrome's calls get small answers. */
function answer(call: SeenCall) {
  const query = call.url.searchParams;
  const locale = query.get("locale");
  const path = call.url.pathname;
  const matching = (docs: Doc[]) =>
    docs.filter(
      (doc) =>
        doc.locale === locale &&
        (!query.get("filters[slug][$eq]") || doc.slug === query.get("filters[slug][$eq]")) &&
        (!query.get("filters[documentId][$eq]") || doc.documentId === query.get("filters[documentId][$eq]")),
    );
  if (path === "/api/formations") return json({ data: matching(FORMATIONS).map(formation) });
  if (path === "/api/ecole-articles") return json({ data: matching(ARTICLES).map(article) });
  if (path.startsWith("/api/ecole-articles/")) {
    const found = ARTICLES.find((doc) => doc.locale === locale && doc.slug === path.slice("/api/ecole-articles/".length));
    return found ? json({ data: article(found) }) : NOT_FOUND();
  }
  // Like the demo CMS: a campus it has no English version of is answered in French, saying so.
  if (path === "/api/campuses/annecy") return json({ data: { documentId: "doc-annecy", locale: "fr", title: "Campus d’Annecy", slug: "annecy" } });
  if (path === "/api/events" || path === "/api/offre-alternances") return json({ data: [] });
  if (path === "/api/users/me") return json(SETTINGS);
  if (path === "/api/crm-links/actions") return json({ registration: [{ id: 1, name: locale === "en" ? "BTS Accounting" : "BTS CG", slug: "bts-cg" }], contact: [], brochure: [] });
  return NOT_FOUND();
}

/** Resolves one path with English on (or off), the CMS client in the path's language. */
async function resolve(path: string, { english = true } = {}) {
  const cms = fakeCms(answer);
  const config = readConfig({ ...testEnv, CMS_URL: uniqueCmsUrl(), ENGLISH_ENABLED: String(english) });
  const locale = english && (path === "/en" || path.startsWith("/en/")) ? "en" : "fr";
  const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale, waitUntil: () => {} });
  const resolved = await resolvePage(new URL(`https://www.example-ecole.fr${path}`), client, config);
  return { ...resolved, cms };
}

const titleOf = (data: unknown, key: "formation" | "article") => (data as Record<string, { title: string }>)[key]!.title;

describe("English pages under /en", () => {
  it("read the CMS in English and know the French version's address by its documentId", async () => {
    const { status, page, cms, data } = await resolve("/en/formations/bts-accounting");
    expect(status).toBe(200);
    expect(page.route).toMatchObject({ name: "formation", locale: "en", params: { slug: "bts-accounting" } });
    expect(titleOf(data, "formation")).toBe("BTS Accounting and Management");
    expect(cms.to("/formations")[0]!.url.searchParams.get("locale")).toBe("en");
    expect(page.alternates).toEqual({ fr: "/formations/bts-cg", en: "/en/formations/bts-accounting" });
    expect(page.untranslated).toBeUndefined();
    // interface texts of the page's own data are English (the breadcrumb of the structured data)
    expect(JSON.stringify(page.head.structuredData)).toContain('"name":"Programmes"');
  });

  it("give a French page its English address", async () => {
    const { page } = await resolve("/formations/bts-cg");
    expect(page.alternates).toEqual({ fr: "/formations/bts-cg", en: "/en/formations/bts-accounting" });
  });

  it("show the French entry, marked untranslated, when the CMS has no English version", async () => {
    const { status, page, cms, data } = await resolve("/en/formations/dcg");
    expect(status).toBe(200);
    expect(page.untranslated).toBe(true);
    expect(titleOf(data, "formation")).toBe("DCG – Diplôme de comptabilité et de gestion");
    expect(cms.to("/formations").map((call) => call.url.searchParams.get("locale"))).toEqual(expect.arrayContaining(["en", "fr"]));
    expect(page.alternates).toEqual({ fr: "/formations/dcg" });
    expect(page.head.noindex).toBe(true);
  });

  it("take a campus answered in French for an untranslated one", async () => {
    const { status, page } = await resolve("/en/campus/annecy");
    expect(status).toBe(200);
    expect(page.untranslated).toBe(true);
    expect(page.head.title).toBe("Campus d’Annecy");
  });

  it("send a French slug under /en to the English version when there is one", async () => {
    expect((await resolve("/en/formations/bts-cg")).redirect).toEqual({ location: "/en/formations/bts-accounting", status: 302 });
    expect((await resolve("/en/mentions-legales")).redirect).toEqual({ location: "/en/legal-notices", status: 302 });
  });

  it("answer 404, in English, only where neither language has the page", async () => {
    const { status, page } = await resolve("/en/formations/nothing-here");
    expect(status).toBe(404);
    expect(page.error?.message).toBe("Oops, this page does not exist (or no longer exists)");
    expect(page.head.title).toBe("Oops!");
  });

  it("serve the English legal notice, with its French address", async () => {
    const { status, page, data } = await resolve("/en/legal-notices");
    expect(status).toBe(200);
    expect(titleOf(data, "article")).toBe("Legal notices");
    expect(page.alternates).toEqual({ fr: "/mentions-legales", en: "/en/legal-notices" });
  });

  it("serve lists in both languages, with English labels", async () => {
    const { status, page, data } = await resolve("/en/agenda?type=salon");
    expect(status).toBe(200);
    expect(page.alternates).toEqual({ fr: "/agenda", en: "/en/agenda" });
    expect(page.head.title).toBe("Events – Convention");
    expect((data as { filters: { label: string }[] }).filters[0]!.label).toBe("All events");
    expect((await resolve("/en")).page.alternates).toEqual({ fr: "/", en: "/en" });
  });

  it("with English off, look no other language up", async () => {
    const { page, cms } = await resolve("/formations/bts-cg", { english: false });
    expect(page.alternates).toBeUndefined();
    expect(cms.calls.filter((call) => call.url.searchParams.has("filters[documentId][$eq]"))).toHaveLength(0);
  });
});

/** A request through the whole site, English on unless told otherwise. */
async function site(path: string, vars: Record<string, string> = { ENGLISH_ENABLED: "true" }) {
  const cms = fakeCms(answer);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const res = await app.request(`https://www.example-ecole.fr${path}`, { redirect: "manual" }, { ...env, CMS_URL: uniqueCmsUrl(), ...vars }, executionContext().ctx);
  return { res, cms };
}

describe("the site with English on", () => {
  it("answers /en in English: lang, og:locale, hreflang both ways, language links, interface texts", async () => {
    const { res } = await site("/en");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-language")).toBe("en");
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="fr_FR"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="fr" href="https://www.example-ecole.fr/"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://www.example-ecole.fr/en"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://www.example-ecole.fr/"/>');
    expect(html).toMatch(/<a href="\/" hrefLang="fr" lang="fr" aria-label="Français">FR<\/a>/);
    expect(html).toMatch(/<a href="\/en" hrefLang="en" lang="en" aria-current="true" aria-label="English">EN<\/a>/);
    expect(html).toContain("Skip to content");
    expect(html).toContain("Discover our campuses");
    expect(html).toContain('href="/en/legal-notices"');
    expect(html).not.toContain("Mentions légales");
  });

  it("offers the spontaneous application in English on the English offers page", async () => {
    const html = await (await site("/en/offres-alternance")).res.text();
    expect(html).toContain("No offer that suits you?");
    expect(html).toMatch(/>Speculative application<\/a>/);
    expect(html).not.toContain("Candidature spontanée");
  });

  it("answers the French home in French, its English version linked", async () => {
    const html = await (await site("/")).res.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<meta property="og:locale" content="fr_FR"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://www.example-ecole.fr/en"/>');
    expect(html).toContain("Découvrir nos campus");
  });

  it("links an English page's language links to its French version, and says when it is not translated", async () => {
    const translated = await (await site("/en/formations/bts-accounting")).res.text();
    expect(translated).toMatch(/<a href="\/formations\/bts-cg" hrefLang="fr"/);
    const untranslated = await (await site("/en/formations/dcg")).res.text();
    expect(untranslated).toContain("This page is not yet available in English.");
    expect(untranslated).toMatch(/<a href="\/formations\/dcg" hrefLang="fr"/);
    // no English version: the EN link goes to the English home
    expect(untranslated).toMatch(/<a href="\/en" hrefLang="en"/);
  });

  it("asks the CMS in the pop-in's language for /api?locale=en", async () => {
    const { res, cms } = await site("/api/crm-links/actions?locale=en");
    expect(await res.json()).toMatchObject({ registration: [{ name: "BTS Accounting" }] });
    expect(cms.to("/crm-links/actions")[0]!.url.searchParams.get("locale")).toBe("en");
  });

  it("sends the old English legal addresses to the English pages, the capitalised one in one hop", async () => {
    for (const [path, target] of [
      ["/legal-notices", "/en/legal-notices"],
      ["/Data-privacy-policy", "/en/data-privacy-policy"],
      ["/data-privacy-policy?x=1", "/en/data-privacy-policy?x=1"],
    ] as const) {
      const { res } = await site(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(target);
    }
  });
});

describe("the site with English off (the default)", () => {
  it("has no language links nor hreflang, and reads the CMS in French", async () => {
    const { res, cms } = await site("/", {});
    const html = await res.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).not.toContain("hrefLang=");
    expect(html).not.toContain("og:locale:alternate");
    expect(cms.calls.every((call) => call.url.searchParams.get("locale") === "fr")).toBe(true);
  });

  it("sends the old English legal addresses to the French pages", async () => {
    const { res } = await site("/Data-privacy-policy", {});
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/charte-donnees-personnelles");
    expect((await site("/legal-notices", {})).res.headers.get("location")).toBe("/mentions-legales");
  });

  it("ignores ?locale=en on the pop-in's /api", async () => {
    const { cms } = await site("/api/crm-links/actions?locale=en", {});
    expect(cms.to("/crm-links/actions")[0]!.url.searchParams.get("locale")).toBe("fr");
  });
});
