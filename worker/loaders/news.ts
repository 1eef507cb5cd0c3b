/** News (/actualites, paginated) and blog (/blog): the same collection, two kinds. */
import { notFound } from "../../core/errors";
import type { Locale } from "../../core/constants";
import { DEFAULT_LOCALE } from "../../core/locale";
import { NEWS_ROUTES, routePath } from "../../core/routes";
import { messagesFor } from "../../core/messages";
import type { NewsData, NewsKind, NewsListData } from "../../contract/pages";
import { latestNews, newsBySlug, newsPage } from "../cms/calls/news";
import { articleLd, breadcrumbLd } from "./structured-data";
import { mustBeListed } from "./listed";
import { found, pageNumber } from "./params";
import { redirect } from "./redirect";
import type { Loaded, LoaderContext } from "./types";

/** Each kind's RSS feed, beside its list: the French list's, the one there is. */
export const NEWS_FEEDS: Record<NewsKind, string> = {
  news: `${routePath(NEWS_ROUTES.news.list)}/rss.xml`,
  blog: `${routePath(NEWS_ROUTES.blog.list)}/rss.xml`,
};

/** A kind's list in a language: its address there, its feed, title and introduction. */
export function newsSection(locale: Locale, kind: NewsKind) {
  return { base: routePath(NEWS_ROUTES[kind].list, {}, locale), feed: NEWS_FEEDS[kind], ...messagesFor(locale).news[kind] };
}

/** The feed a page of this kind (and the home page) names in its head: the French list's, the one there is. */
export const feedLink = (kind: NewsKind) => ({ title: messagesFor(DEFAULT_LOCALE).news[kind].title, href: NEWS_FEEDS[kind] });

/**
 * Page 1 first, whatever the page: its answer (cached like every CMS answer, and the most asked) says how many
 * pages there are, so a page past the last is a 404 without a CMS call of its own for any number a visitor makes up.
 */
async function loadList(ctx: LoaderContext, kind: NewsKind, page: number): Promise<Loaded<NewsListData>> {
  const { base, title, description } = newsSection(ctx.locale, kind);
  const first = await ctx.cms.get(newsPage(ctx.config.CMS_PREFIX, kind, 1));
  if (page > 1 && page > first.pageCount) throw notFound(ctx.url.pathname);
  const result = page === 1 ? first : await ctx.cms.get(newsPage(ctx.config.CMS_PREFIX, kind, page));
  return {
    head: {
      title: page > 1 ? messagesFor(ctx.locale).news.pageTitle(title, page) : title,
      description,
      feeds: [feedLink(kind)],
    },
    data: { kind, base, title, intro: description, ...result },
  };
}

export const newsList = (ctx: LoaderContext) => loadList(ctx, "news", 1);

/** /actualites/page/{page?}: page 1 lives at /actualites (its one canonical address). */
export const newsListPage = (ctx: LoaderContext) => {
  const page = pageNumber(ctx.params.page, ctx.url.pathname) ?? 1;
  if (page === 1) redirect(newsSection(ctx.locale, "news").base, 301);
  return loadList(ctx, "news", page);
};

export const blogList = (ctx: LoaderContext) => loadList(ctx, "blog", pageNumber(ctx.url.searchParams.get("page") ?? undefined, ctx.url.pathname) ?? 1);

async function loadOne(ctx: LoaderContext, kind: NewsKind): Promise<Loaded<NewsData>> {
  const { base, title } = newsSection(ctx.locale, kind);
  const prefix = ctx.config.CMS_PREFIX;
  const slug = ctx.params.slug ?? "";
  await mustBeListed(ctx, kind, slug);
  const [article, latest] = await Promise.all([
    ctx.cms.get(newsBySlug(prefix, kind, slug)),
    ctx.cms.silent(latestNews(prefix, kind)),
  ]);
  const item = found(article, ctx.url.pathname);
  return {
    head: {
      title: item.seo?.metaTitle || item.title,
      description: item.seo?.metaDescription || item.summary,
      image: item.focusImage,
      structuredData: ({ page, settings }) => [
        articleLd(item, page, settings, ctx.locale),
        breadcrumbLd(page, ctx.locale, [[title, base], [item.title, page.pathname]]),
      ],
      feeds: [feedLink(kind)],
    },
    data: {
      kind,
      base,
      sectionTitle: title,
      article: item,
      related: (latest ?? []).filter((other) => other.slug !== item.slug).slice(0, 3),
    },
    document: { type: kind, documentId: item.documentId },
  };
}

export const news = (ctx: LoaderContext) => loadOne(ctx, "news");
export const blogPost = (ctx: LoaderContext) => loadOne(ctx, "blog");
