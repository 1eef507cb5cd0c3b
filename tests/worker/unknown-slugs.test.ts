/**
 * Made-up slugs on detail pages and in the pop-in's /api reads, through the whole pipeline in workerd against a fake
 * Strapi: a 404 from the collection's cached list of slugs, with no CMS call and no KV entry of its own; real pages, English slugs,
 * an editor's drafts and a CMS down without the lists still served.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../../worker/config";
import { createCmsClient } from "../../worker/cms/client";
import { resolvePage } from "../../worker/router/load";
import { previewCookieHeader } from "./preview-cookie";
import { request } from "./app";
import { fakeCms, json, testEnv, uniqueCmsUrl, type SeenCall } from "./fake-cms";

type Locale = "fr" | "en";
interface Entry {
  locale: Locale;
  slug: string;
  title: string;
  /** Only an editor's preview reads it (Strapi's `status=draft`). */
  draft?: boolean;
  [field: string]: unknown;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const formation = (locale: Locale, slug: string, title: string, draft = false): Entry => ({
  locale, slug, title, draft, documentId: `doc-${title}`, category: "bts", entryLevel: 0, graduationLevel: 2, rhythm: "periodic", summary: title,
});

/** The fake CMS's published documents (and one draft), by collection. */
const COLLECTIONS: Record<string, Entry[]> = {
  "/api/formations": [
    formation("fr", "bts-cg", "BTS CG"),
    formation("en", "bts-accounting", "BTS CG"),
    formation("fr", "bts-nouveau", "BTS en brouillon", true),
  ],
  "/api/campuses": [{ locale: "fr", slug: "lyon", title: "Campus de Lyon", city: "Lyon", region: "Auvergne-Rhône-Alpes" }],
  "/api/fiche-metiers": [{ locale: "fr", slug: "comptable", title: "Comptable" }],
  "/api/ecole-news": [
    { locale: "fr", slug: "rentree", title: "La rentrée", kind: "news", publishDate: day(-3) },
    { locale: "fr", slug: "carnet", title: "Carnet", kind: "blog", publishDate: day(-2) },
  ],
  // past: its page stays, though the agenda and the sitemap list upcoming events only
  "/api/events": [{ locale: "fr", slug: "jpo-passee", title: "Journée passée", description: "", dateStart: `${day(-30)}T09:00:00.000Z` }],
  "/api/ecole-articles": [
    { locale: "fr", slug: "alumni", rubrique: "alumni", title: "Alumni", pageLayout: "default", sections: [] },
    { locale: "fr", slug: "temoignages", rubrique: "alumni", title: "Témoignages", pageLayout: "default", sections: [] },
  ],
};

const NOT_FOUND = () => json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);

/** Answers as Strapi would: by locale, published or draft, by slug (filter or path), news kind and rubrique; lists a page at a time when asked so. */
function strapi(call: SeenCall) {
  const query = call.url.searchParams;
  const path = call.url.pathname;
  if (path === "/api/users/me") return json({ siteName: "École Exemple", siteUrl: "https://www.example-ecole.fr" });
  if (path === "/api/menu-enrichis") return json({ data: [] });
  if (path === "/api/crm-links/actions") return json({ registration: [], contact: [], brochure: [] });
  if (/^\/api\/crm-links\/\w+\/[^/]+\/campuses$/.test(path)) return json([{ id: 1, name: "Campus de Lyon", slug: "lyon" }]);
  if (/^\/api\/crm-links\/\w+\/[^/]+\/[^/]+$/.test(path)) return json({ url: "https://candidature.example-ecole.fr/x" });
  const bySlugPath = /^(\/api\/(?:campuses|ecole-articles))\/([^/]+)$/.exec(path);
  const entries = (COLLECTIONS[bySlugPath ? bySlugPath[1]! : path] ?? []).filter(
    (entry) =>
      entry.locale === (query.get("locale") ?? "fr") &&
      (!entry.draft || query.get("status") === "draft") &&
      [query.get("filters[slug][$eq]"), bySlugPath?.[2]].every((slug) => !slug || entry.slug === slug) &&
      (["kind", "rubrique"] as const).every((field) => !query.get(`filters[${field}][$eq]`) || entry[field] === query.get(`filters[${field}][$eq]`)),
  );
  if (bySlugPath) return entries[0] ? json({ data: entries[0] }) : NOT_FOUND();
  if (!COLLECTIONS[path]) return NOT_FOUND();
  if (!query.has("pagination[page]")) return json({ data: entries });
  return json({ data: entries, meta: { pagination: { page: Number(query.get("pagination[page]")), pageSize: 100, pageCount: 1, total: entries.length } } });
}

async function kvKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await testEnv.CMS_KV.list({ cursor });
    keys.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}

let cms: ReturnType<typeof fakeCms>;
let vars: Record<string, string>;
beforeEach(() => {
  cms = fakeCms(strapi);
  vars = { CMS_URL: uniqueCmsUrl(), CMS_FRESH_SECONDS: "86400", ENGLISH_ENABLED: "true", PREVIEW_SECRET: "unknown-slugs-secret" };
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function visit(path: string, headers: Record<string, string> = {}) {
  const { res, settled } = await request(path, { headers, redirect: "manual" }, vars);
  const body = await res.text();
  await settled();
  return { status: res.status, body, location: res.headers.get("location") };
}

/** Each detail route: a real page, and where a made-up slug goes. */
const ROUTES: [real: string, madeUp: (slug: string) => string][] = [
  ["/formations/bts-cg", (slug) => `/formations/${slug}`],
  ["/en/formations/bts-accounting", (slug) => `/en/formations/${slug}`],
  ["/campus/lyon", (slug) => `/campus/${slug}`],
  ["/fiches-metiers/comptable", (slug) => `/fiches-metiers/${slug}`],
  ["/actualites/rentree", (slug) => `/actualites/${slug}`],
  ["/blog/carnet", (slug) => `/blog/${slug}`],
  ["/agenda/jpo-passee", (slug) => `/agenda/${slug}`],
  ["/alumni/temoignages", (slug) => `/alumni/${slug}`],
  ["/alumni", (slug) => `/${slug}`],
  ["/alumni", (slug) => `/${slug}/temoignages`],
];

describe("a made-up slug on a detail page", () => {
  it.each(ROUTES)("after %s, is a 404 without a CMS call or a KV entry of its own", async (real, madeUp) => {
    expect((await visit(real)).status, real).toBe(200);
    // The lists of both languages read once (an English address falls back to French ones).
    expect((await visit(madeUp("made-up-first"))).status).toBe(404);
    const [callsBefore, keysBefore] = [cms.calls.length, await kvKeys()];
    for (const slug of ["made-up-second", `zq${Date.now().toString(36)}`]) {
      expect((await visit(madeUp(slug))).status, madeUp(slug)).toBe(404);
      expect(cms.calls.slice(callsBefore).map((call) => decodeURIComponent(call.url.href)).filter((url) => url.includes(slug)), madeUp(slug)).toEqual([]);
    }
    expect(cms.calls.slice(callsBefore).map((call) => `${call.url.pathname}?${decodeURIComponent(call.url.search)}`)).toEqual([]);
    expect((await kvKeys()).filter((key) => !keysBefore.includes(key))).toEqual([]);
  });
});

/** Each pop-in read under /api that names a slug: a real one, and a made-up one in its place. */
const API_ROUTES: [real: string, madeUp: (slug: string) => string][] = [
  ["/api/crm-links/contact/bts-cg/campuses", (slug) => `/api/crm-links/contact/${slug}/campuses`],
  ["/api/crm-links/registration/bts-cg/lyon", (slug) => `/api/crm-links/registration/${slug}/lyon`],
  ["/api/crm-links/registration/bts-cg/lyon", (slug) => `/api/crm-links/registration/bts-cg/${slug}`],
  ["/api/campuses/lyon", (slug) => `/api/campuses/${slug}`],
  ["/api/crm-links/brochure/bts-accounting/campuses?locale=en", (slug) => `/api/crm-links/brochure/${slug}/campuses?locale=en`],
];

describe("a made-up slug in the pop-in's /api reads", () => {
  const api = async (path: string) => {
    const { res, settled } = await request(path, {}, vars);
    const body = await res.text();
    await settled();
    return { status: res.status, body, timing: res.headers.get("server-timing") ?? "" };
  };

  it.each(API_ROUTES)("after %s, is a 404 from cached lists: no CMS call, no KV entry, Server-Timing as pages", async (real, madeUp) => {
    expect((await api(real)).status, real).toBe(200);
    expect((await api(madeUp("made-up-first"))).status).toBe(404);
    const [callsBefore, keysBefore] = [cms.calls.length, await kvKeys()];
    for (const slug of ["made-up-second", `zq${Date.now().toString(36)}`]) {
      const answer = await api(madeUp(slug));
      expect(answer.status, madeUp(slug)).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 404 });
      expect(answer.timing, madeUp(slug)).toMatch(/^cms;desc="hit-fresh";dur=/);
    }
    expect(cms.calls.slice(callsBefore).map((call) => `${call.url.pathname}?${decodeURIComponent(call.url.search)}`)).toEqual([]);
    expect((await kvKeys()).filter((key) => !keysBefore.includes(key))).toEqual([]);
  });

  it("finds an English page's French course through the French list (the pop-in's lists name French entries English lacks)", async () => {
    expect((await api("/api/crm-links/contact/bts-cg/campuses?locale=en")).status).toBe(200);
    expect((await api("/api/crm-links/contact/bts-accounting/campuses?locale=en")).status).toBe(200);
    expect((await api("/api/crm-links/contact/bts-accounting/campuses")).status).toBe(404);
  });

  it("lets an editor's preview name a draft course", async () => {
    const cookie = await previewCookieHeader(vars.PREVIEW_SECRET!);
    const { res } = await request("/api/crm-links/contact/bts-nouveau/campuses", { headers: { cookie } }, vars);
    expect(res.status).toBe(200);
  });
});

describe("real pages beside the check", () => {
  it("finds a French slug under /en through the French list, and goes to its English address", async () => {
    expect(await visit("/en/formations/bts-cg")).toMatchObject({ status: 302, location: "/en/formations/bts-accounting" });
  });

  it("lets an editor's preview reach a draft no published list holds", async () => {
    expect((await visit("/formations/bts-nouveau")).status).toBe(404);
    const cookie = await previewCookieHeader(vars.PREVIEW_SECRET!);
    const callsBefore = cms.calls.length;
    const preview = await visit("/formations/bts-nouveau", { cookie });
    expect(preview.status).toBe(200);
    expect(preview.body).toContain("BTS en brouillon");
    // Not even a draft list of slugs: preview reads are never cached, the check would cost the editor a read per page of it.
    expect(cms.calls.slice(callsBefore).filter((call) => call.url.searchParams.has("pagination[page]"))).toEqual([]);
  });

  it("serves a real page with the CMS down and the list never read, from its own cached answer", async () => {
    const config = readConfig({ ...testEnv, CMS_URL: uniqueCmsUrl() });
    const resolve = async (path: string) => {
      const work: Promise<unknown>[] = [];
      const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale: "fr", waitUntil: (p) => void work.push(p) });
      const { status } = await resolvePage(new URL(`https://www.example-ecole.fr${path}`), client, config);
      await Promise.allSettled(work);
      return status;
    };
    const down = () => json({ error: { status: 503, message: "Service Unavailable" } }, 503);
    // The lists fail from the start: the page's own call decides, and its answer is cached.
    vi.mocked(fetch).mockRestore();
    fakeCms((call) => (call.url.searchParams.has("pagination[page]") ? down() : strapi(call)));
    expect(await resolve("/campus/lyon")).toBe(200);
    vi.mocked(fetch).mockRestore();
    fakeCms(down);
    expect(await resolve("/campus/lyon")).toBe(200);
    expect(await resolve("/campus/made-up")).not.toBe(404);
  });
});
