/** News (/actualites, paginated) and blog (/blog): the same collection, two kinds. */
import { notFound } from "../../core/errors";
import type { NewsData, NewsKind, NewsListData } from "../../content/pages";
import { latestNews, newsBySlug, newsPage } from "../cms/calls/news";
import { absoluteUrl, articleLd, breadcrumbLd } from "./structured-data";
import { found, pageNumber } from "./params";
import { redirect } from "./redirect";
import type { Loaded, LoaderContext } from "./types";

const SECTIONS: Record<NewsKind, { base: string; title: string; description: string }> = {
  news: { base: "/actualites", title: "Actualités", description: "Toute l’actualité de nos 26 campus : vie étudiante, résultats, partenariats et nouvelles formations." },
  blog: { base: "/blog", title: "Le blog", description: "Conseils d’orientation, alternance, métiers : les articles de notre blog pour réussir vos études." },
};

async function loadList(ctx: LoaderContext, kind: NewsKind, page: number): Promise<Loaded<NewsListData>> {
  const section = SECTIONS[kind];
  const result = await ctx.cms.get(newsPage(ctx.config.CMS_PREFIX, kind, page));
  if (page > 1 && page > result.pageCount) throw notFound(ctx.url.pathname);
  return {
    head: {
      title: page > 1 ? `${section.title} – page ${page}` : section.title,
      description: section.description,
    },
    data: { kind, base: section.base, title: section.title, intro: section.description, ...result },
  };
}

export const newsList = (ctx: LoaderContext) => loadList(ctx, "news", 1);

/** /actualites/page/{page?}: page 1 lives at /actualites (its one canonical address). */
export const newsListPage = (ctx: LoaderContext) => {
  const page = pageNumber(ctx.params.page, ctx.url.pathname) ?? 1;
  if (page === 1) redirect(SECTIONS.news.base, 301);
  return loadList(ctx, "news", page);
};

export const blogList = (ctx: LoaderContext) => loadList(ctx, "blog", pageNumber(ctx.url.searchParams.get("page") ?? undefined, ctx.url.pathname) ?? 1);

async function loadOne(ctx: LoaderContext, kind: NewsKind): Promise<Loaded<NewsData>> {
  const section = SECTIONS[kind];
  const prefix = ctx.config.CMS_PREFIX;
  const [article, latest] = await Promise.all([
    ctx.cms.get(newsBySlug(prefix, kind, ctx.params.slug ?? "")),
    ctx.cms.silent(latestNews(prefix, kind)),
  ]);
  const item = found(article, ctx.url.pathname);
  const image = item.focusImage ? absoluteUrl(item.focusImage.url, ctx.url) : null;
  return {
    head: {
      title: item.seo?.metaTitle || item.title,
      description: item.seo?.metaDescription || item.summary,
      image,
      structuredData: [
        articleLd(item, ctx.url, image),
        breadcrumbLd(ctx.url, [[section.title, section.base], [item.title, ctx.url.pathname]]),
      ],
    },
    data: {
      kind,
      base: section.base,
      sectionTitle: section.title,
      article: item,
      related: (latest ?? []).filter((other) => other.slug !== item.slug).slice(0, 3),
    },
  };
}

export const news = (ctx: LoaderContext) => loadOne(ctx, "news");
export const blogPost = (ctx: LoaderContext) => loadOne(ctx, "blog");
