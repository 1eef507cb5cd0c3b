/** GET /{prefix}-news: dated news or blog posts, newest first. */
import * as v from "valibot";
import { STORED_NEWS_MAX } from "../../../core/constants";
import { list } from "../../../contract/model/common";
import { paged } from "../../../contract/model/content";
import { NewsArticle, NewsItem } from "../../../contract/model/news";
import type { NewsKind } from "../../../core/routes";
import { datedEntries } from "./dated";
import { MEDIA_FIELDS } from "../query";


/** Page size of the paginated lists (the product leaves it open). */
const NEWS_PAGE_SIZE = 12;

const LIST_FIELDS = ["slug", "title", "publishDate", "summary"];

const POPULATE = {
  focusImage: MEDIA_FIELDS,
  campus_infos: { populate: { campus: { fields: ["title", "slug"] } } },
  cat_news: { fields: ["title", "slug"] },
};

const dated = (kind: NewsKind) => ({ publishDate: { $notNull: true }, kind: { $eq: kind } });

/** One page of the list. */
export function newsPage(prefix: string, kind: NewsKind, page: number) {
  return {
    name: `${kind}-page`,
    path: `/${prefix}-news`,
    schema: paged(NewsItem),
    query: {
      filters: dated(kind),
      fields: LIST_FIELDS,
      populate: POPULATE,
      sort: ["publishDate:desc"],
      pagination: { page, pageSize: NEWS_PAGE_SIZE },
    },
  };
}

/** The latest few, as the site stores them (at most 6). */
export function latestNews(prefix: string, kind: NewsKind) {
  return {
    name: `${kind}-latest`,
    path: `/${prefix}-news`,
    schema: list(NewsItem),
    query: { filters: dated(kind), fields: LIST_FIELDS, populate: POPULATE, sort: ["publishDate:desc"], pagination: { limit: STORED_NEWS_MAX } },
  };
}

/** The news the site search reads, newest first: their text, no pictures. */
export function searchedNews(prefix: string) {
  return {
    name: "news-searched",
    path: `/${prefix}-news`,
    schema: list(NewsItem),
    query: { filters: dated("news"), fields: LIST_FIELDS, populate: { cat_news: POPULATE.cat_news }, sort: ["publishDate:desc"], pagination: { limit: SEARCHED_NEWS_MAX } },
  };
}

/** Bounds one answer; the demo has a few dozen. */
const SEARCHED_NEWS_MAX = 100;

/** One dated news or post by slug; null when there is none. */
export function newsBySlug(prefix: string, kind: NewsKind, slug: string) {
  return {
    name: `${kind}-detail`,
    path: `/${prefix}-news`,
    schema: v.pipe(list(NewsArticle), v.transform((found) => found[0] ?? null)),
    query: {
      filters: { ...dated(kind), slug: { $eq: slug } },
      populate: { ...POPULATE, seo: true },
      pagination: { limit: 1 },
    },
  };
}

/** Every dated news item or post's slug and last change, a page at a time (the sitemap). */
export const newsDates = (prefix: string, kind: NewsKind, page: number) => datedEntries(`${kind}-dates`, `/${prefix}-news`, page, dated(kind));
