/** News (/actualites, paginated) and blog (/blog): the same collection, two kinds. */
import { notFound } from "../../core/errors";
import { localePath } from "../../core/locale";
import { messagesFor } from "../../core/messages";
import type { NewsData, NewsKind, NewsListData } from "../../content/pages";
import { latestNews, newsBySlug, newsPage } from "../cms/calls/news";
import { absoluteUrl, articleLd, breadcrumbLd } from "./structured-data";
import { found, pageNumber } from "./params";
import { redirect } from "./redirect";
import type { Loaded, LoaderContext } from "./types";

const BASES: Record<NewsKind, string> = { news: "/actualites", blog: "/blog" };

/** The list's address in the page's language, its title and its description. */
function section(ctx: LoaderContext, kind: NewsKind) {
  return { base: localePath(ctx.locale, BASES[kind]), ...messagesFor(ctx.locale).news[kind] };
}

async function loadList(ctx: LoaderContext, kind: NewsKind, page: number): Promise<Loaded<NewsListData>> {
  const { base, title, description } = section(ctx, kind);
  const result = await ctx.cms.get(newsPage(ctx.config.CMS_PREFIX, kind, page));
  if (page > 1 && page > result.pageCount) throw notFound(ctx.url.pathname);
  return {
    head: {
      title: page > 1 ? messagesFor(ctx.locale).news.pageTitle(title, page) : title,
      description,
    },
    data: { kind, base, title, intro: description, ...result },
  };
}

export const newsList = (ctx: LoaderContext) => loadList(ctx, "news", 1);

/** /actualites/page/{page?}: page 1 lives at /actualites (its one canonical address). */
export const newsListPage = (ctx: LoaderContext) => {
  const page = pageNumber(ctx.params.page, ctx.url.pathname) ?? 1;
  if (page === 1) redirect(section(ctx, "news").base, 301);
  return loadList(ctx, "news", page);
};

export const blogList = (ctx: LoaderContext) => loadList(ctx, "blog", pageNumber(ctx.url.searchParams.get("page") ?? undefined, ctx.url.pathname) ?? 1);

async function loadOne(ctx: LoaderContext, kind: NewsKind): Promise<Loaded<NewsData>> {
  const { base, title } = section(ctx, kind);
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
      structuredData: [articleLd(item, ctx.url, image), breadcrumbLd(ctx.url, ctx.locale, [[title, base], [item.title, ctx.url.pathname]])],
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
