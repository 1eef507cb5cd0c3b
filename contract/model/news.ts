/** News and blog posts: one collection, `kind` tells them apart. */
import * as v from "valibot";
import { CampusRef, Media, slug, text } from "./common";
import { RichText, Seo } from "./content";

const Category = v.object({ title: v.string(), slug });

type Category = v.InferOutput<typeof Category>;

/** cat_news is one category in our CMS (manyToOne); the list shape of older CMSes is read too. Always a list after. */
const withCategoryList = <T extends { cat_news?: Category | Category[] | null }>(news: T) => ({
  ...news,
  cat_news: news.cat_news == null ? [] : Array.isArray(news.cat_news) ? news.cat_news : [news.cat_news],
});

const NEWS_ENTRIES = {
  slug,
  title: v.string(),
  publishDate: v.string(),
  summary: text,
  focusImage: v.nullish(Media),
  campus_infos: v.nullish(v.array(v.object({ title: text, slug: v.nullish(v.string()), campus: v.nullish(CampusRef) })), []),
  cat_news: v.nullish(v.union([v.array(Category), Category])),
};

export const NewsItem = v.pipe(v.object(NEWS_ENTRIES), v.transform(withCategoryList));
export type NewsItem = v.InferOutput<typeof NewsItem>;

export const NewsArticle = v.pipe(v.object({ ...NEWS_ENTRIES, documentId: v.optional(v.string()), content: RichText, seo: Seo }), v.transform(withCategoryList));
export type NewsArticle = v.InferOutput<typeof NewsArticle>;
