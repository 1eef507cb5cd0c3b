/** News (/actualites, paginated) and blog (/blog): the same collection, two kinds. */
import { notFound } from "../../core/errors";
import type { NewsData, NewsKind, NewsListData } from "../../content/pages";
import { latestNews, newsBySlug, newsPage } from "../cms/calls/news";
import { articleLd, breadcrumbLd } from "./structured-data";
import { found, pageNumber } from "./params";
import { redirect } from "./redirect";
import type { Loaded, LoaderContext } from "./types";

/** Each kind's list address, RSS feed, title and introduction. */
export const NEWS_SECTIONS: Record<NewsKind, { base: string; feed: string; title: string; description: string }> = {
  news: { base: "/actualites", feed: "/actualites/rss.xml", title: "Actualités", description: "Toute l’actualité de nos 26 campus : vie étudiante, résultats, partenariats et nouvelles formations." },
  blog: { base: "/blog", feed: "/blog/rss.xml", title: "Le blog", description: "Conseils d’orientation, alternance, métiers : les articles de notre blog pour réussir vos études." },
};

/** The feed a page of this kind (and the home page) names in its head. */
export const feedLink = (kind: NewsKind) => ({ title: NEWS_SECTIONS[kind].title, href: NEWS_SECTIONS[kind].feed });

async function loadList(ctx: LoaderContext, kind: NewsKind, page: number): Promise<Loaded<NewsListData>> {
  const section = NEWS_SECTIONS[kind];
  const result = await ctx.cms.get(newsPage(ctx.config.CMS_PREFIX, kind, page));
  if (page > 1 && page > result.pageCount) throw notFound(ctx.url.pathname);
  return {
    head: {
      title: page > 1 ? `${section.title} – page ${page}` : section.title,
      description: section.description,
      feeds: [feedLink(kind)],
    },
    data: { kind, base: section.base, title: section.title, intro: section.description, ...result },
  };
}

export const newsList = (ctx: LoaderContext) => loadList(ctx, "news", 1);

/** /actualites/page/{page?}: page 1 lives at /actualites (its one canonical address). */
export const newsListPage = (ctx: LoaderContext) => {
  const page = pageNumber(ctx.params.page, ctx.url.pathname) ?? 1;
  if (page === 1) redirect(NEWS_SECTIONS.news.base, 301);
  return loadList(ctx, "news", page);
};

export const blogList = (ctx: LoaderContext) => loadList(ctx, "blog", pageNumber(ctx.url.searchParams.get("page") ?? undefined, ctx.url.pathname) ?? 1);

async function loadOne(ctx: LoaderContext, kind: NewsKind): Promise<Loaded<NewsData>> {
  const section = NEWS_SECTIONS[kind];
  const prefix = ctx.config.CMS_PREFIX;
  const [article, latest] = await Promise.all([
    ctx.cms.get(newsBySlug(prefix, kind, ctx.params.slug ?? "")),
    ctx.cms.silent(latestNews(prefix, kind)),
  ]);
  const item = found(article, ctx.url.pathname);
  return {
    head: {
      title: item.seo?.metaTitle || item.title,
      description: item.seo?.metaDescription || item.summary,
      image: item.focusImage,
      structuredData: ({ page, settings }) => [
        articleLd(item, page, settings),
        breadcrumbLd(page, [[section.title, section.base], [item.title, page.pathname]]),
      ],
      feeds: [feedLink(kind)],
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
