/** Page loaders through resolvePage in workerd, the CMS answered by a fake: statuses, queries, redirects, layouts. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../../worker/config";
import { createCmsClient } from "../../worker/cms/client";
import { resolvePage } from "../../worker/router/load";
import { fakeCms, json, testEnv, uniqueCmsUrl, type Answer } from "./fake-cms";

afterEach(() => vi.restoreAllMocks());

/** Resolves one path against a fresh fake CMS. */
async function resolve(path: string, answer: Answer) {
  const cms = fakeCms(answer);
  const config = readConfig({ ...testEnv, CMS_URL: uniqueCmsUrl() });
  const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale: "fr", waitUntil: () => {} });
  const resolved = await resolvePage(new URL(`https://www.example-ecole.fr${path}`), client, config);
  return { ...resolved, cms };
}

const news = (n: number) => ({
  slug: `actu-${n}`,
  title: `Actualité ${n}`,
  publishDate: "2026-11-01",
  summary: "Résumé",
  focusImage: { url: `/uploads/actu-${n}.png`, width: 240, height: 150 },
  cat_news: { title: "Pédagogie", slug: "pedagogie" },
  campus_infos: [],
});

const newsPage = (page: number, pageCount: number) =>
  json({ data: [news(page * 10 + 1), news(page * 10 + 2)], meta: { pagination: { page, pageSize: 12, pageCount, total: 14 } } });

const article = (fields: Record<string, unknown>) =>
  json({
    data: {
      title: "Alumni",
      slug: "alumni",
      rubrique: "alumni",
      summary: "Le réseau des anciens élèves.",
      pageLayout: "default",
      sections: [
        { __component: "sections.quote", quote: "Une école qui change tout.", author: "Julie" },
        { __component: "sections.unknown-thing", foo: 1 },
      ],
      ...fields,
    },
  });

describe("news list and pagination", () => {
  it("asks the CMS for dated news, newest first, 12 a page, and renders page 1", async () => {
    const { status, data, cms } = await resolve("/actualites", () => newsPage(1, 2));
    expect(status).toBe(200);
    const call = cms.to("/ecole-news")[0]!.url.searchParams;
    expect(call.get("filters[publishDate][$notNull]")).toBe("true");
    expect(call.get("filters[kind][$eq]")).toBe("news");
    expect(call.get("sort[0]")).toBe("publishDate:desc");
    expect(call.get("pagination[pageSize]")).toBe("12");
    expect(call.get("populate[focusImage][fields][0]")).toBe("url");
    const list = data as { items: { title: string; cat_news: unknown[] }[]; pageCount: number };
    expect(list.items.map((i) => i.title)).toEqual(["Actualité 11", "Actualité 12"]);
    // one category in the CMS, a list for the page
    expect(list.items[0]!.cat_news).toEqual([{ title: "Pédagogie", slug: "pedagogie" }]);
    expect(list.pageCount).toBe(2);
  });

  it("serves /actualites/page/2 and asks for that page, once page 1 said it exists", async () => {
    const { status, cms, page, data } = await resolve("/actualites/page/2", (call) => newsPage(Number(call.url.searchParams.get("pagination[page]")), 2));
    expect(status).toBe(200);
    expect(cms.to("/ecole-news").map((call) => call.url.searchParams.get("pagination[page]"))).toEqual(["1", "2"]);
    expect(page.head.title).toBe("Actualités – page 2");
    expect((data as { items: { title: string }[] }).items[0]!.title).toBe("Actualité 21");
  });

  it("answers 404 past the last page without asking the CMS for it, and for a page that is not a number (without calling the CMS)", async () => {
    for (const path of ["/actualites/page/3", "/actualites/page/999999", "/blog?page=3"]) {
      const past = await resolve(path, () => newsPage(1, 2));
      expect(past.status, path).toBe(404);
      expect(past.cms.to("/ecole-news").map((call) => call.url.searchParams.get("pagination[page]")), path).toEqual(["1"]);
    }
    const notNumber = await resolve("/actualites/page/deux", () => newsPage(1, 2));
    expect(notNumber.status).toBe(404);
    expect(notNumber.cms.calls).toHaveLength(0);
  });

  it("sends page 1 to its canonical address /actualites with a 301", async () => {
    for (const path of ["/actualites/page/1", "/actualites/page"]) {
      const { redirect } = await resolve(path, () => newsPage(1, 2));
      expect(redirect).toEqual({ location: "/actualites", status: 301 });
    }
  });
});

describe("programme page", () => {
  it("answers 404 for a programme the CMS does not know", async () => {
    const { status, page, cms } = await resolve("/formations/inconnue", () => json({ data: [], meta: {} }));
    expect(status).toBe(404);
    expect(page.error?.message).toBe("Oops cette page n'existe pas (ou plus)");
    // this CMS's list of slugs is unreadable (no pagination): the programme's own call decides
    expect(cms.to("/formations").map((call) => call.url.searchParams.get("filters[slug][$eq]"))).toContain("inconnue");
  });

});

describe("filters from old or hand-edited links", () => {
  const listed = (answer: Awaited<ReturnType<typeof resolve>>, path: string) => [...answer.cms.to(path)[0]!.url.searchParams.keys()];

  it("lists every programme for an unknown category or level, as without the filter", async () => {
    for (const query of ["categorie=cuisine", "niveau=9", "niveau=", "categorie=%3Cb%3E&niveau=deux"]) {
      const answer = await resolve(`/formations?${query}`, () => json({ data: [] }));
      expect(answer.status, query).toBe(200);
      expect(listed(answer, "/formations").filter((key) => /category|graduationLevel/.test(key)), query).toEqual([]);
      expect(answer.data).toMatchObject({ category: null, level: null });
      expect(answer.page.head.title).toBe("Nos formations");
    }
  });

  it("keeps a known filter, and a known one beside an unknown one (applied by the worker, not the CMS call)", async () => {
    const bts = { title: "BTS CG", slug: "bts-cg", category: "bts", entryLevel: 0, graduationLevel: 2, rhythm: "periodic", summary: "", campuses: [] };
    const answer = await resolve("/formations?categorie=bts&niveau=zzz", (call) => json({ data: call.url.pathname === "/api/formations" ? [bts] : [] }));
    expect(answer.status).toBe(200);
    expect(listed(answer, "/formations").filter((key) => key.startsWith("filters"))).toEqual([]);
    expect(answer.data).toMatchObject({ category: "bts", level: null, formations: [{ slug: "bts-cg" }] });
  });

  it("lists every event for an unknown agenda type, marked as all", async () => {
    const answer = await resolve("/agenda?type=zzz", () => json({ data: [] }));
    expect(answer.status).toBe(200);
    expect(listed(answer, "/events").some((key) => key.includes("[type]"))).toBe(false);
    expect(answer.data).toMatchObject({ filter: "all" });
    expect(answer.page.head.title).toBe("Agenda");
  });
});

describe("article pages and their layout", () => {
  it("uses the article's pageLayout", async () => {
    const { status, page, cms } = await resolve("/alumni", () => article({ pageLayout: "dynamics" }));
    expect(status).toBe(200);
    expect(page.layout).toBe("dynamics");
    expect(cms.calls.map((call) => call.url.pathname)).toContain("/api/ecole-articles/alumni");
  });

  it("falls back to the default layout, logged, when the pageLayout cannot be read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const pageLayout of ["fancy", null]) {
      const { status, page } = await resolve("/alumni", () => article({ pageLayout }));
      expect(status).toBe(200);
      expect(page.layout).toBe("default");
    }
    expect(warn.mock.calls.some(([message]) => String(message).includes("default layout"))).toBe(true);
  });

  it("drops sections it cannot draw and keeps the others", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { page, data } = await resolve("/alumni", () => article({}));
    const sections = (data as { article: { sections: { __component: string }[] } }).article.sections;
    expect(sections.map((s) => s.__component)).toEqual(["sections.quote"]);
  });

  it("answers 404 when the slug found belongs to another rubrique", async () => {
    const { status } = await resolve("/engagements", () => article({ slug: "engagements", rubrique: "ecole" }));
    expect(status).toBe(404);
  });
});

describe("login and error debug", () => {
  it("sends /login home with a 302", async () => {
    const { redirect } = await resolve("/login", () => json({}));
    expect(redirect).toEqual({ location: "/", status: 302 });
  });

  it("answers /error/debug with the asked status, 500 by default, 400 for junk", async () => {
    expect((await resolve("/error/debug?code=503", () => json({}))).status).toBe(503);
    expect((await resolve("/error/debug", () => json({}))).status).toBe(500);
    expect((await resolve("/error/debug?code=<b>", () => json({}))).status).toBe(400);
    expect((await resolve("/error/debug?code=404", () => json({}))).page.head.noindex).toBe(true);
  });
});
