/** News and blog posts, one collection in two kinds, as their routes load them: a kind's list page, one entry, their feeds. */
import { notFound } from "../../core/errors";
import type { Locale } from "../../core/constants";
import { DEFAULT_LOCALE } from "../../core/locale";
import { NEWS_ROUTES, routePath, type NewsKind } from "../../core/routes";
import { messagesFor } from "../../core/messages";
import type { NewsListData } from "../../ui/components/NewsListView";
import type { NewsData } from "../../ui/components/NewsView";
import { latestNews, newsBySlug, newsPage } from "../cms/calls/news";
import { articleLd, breadcrumbLd } from "./structured-data";
import { mustBeListed } from "./listed";
import { found } from "./params";
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
export async function loadNewsList(ctx: LoaderContext, kind: NewsKind, page: number): Promise<Loaded<NewsListData>> {
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

/** One news item or blog post, with the latest others of its kind. */
export async function loadNewsEntry(ctx: LoaderContext, kind: NewsKind): Promise<Loaded<NewsData>> {
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
