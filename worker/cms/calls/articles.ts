/** GET /{prefix}-articles: generic pages by rubrique, with their sections. */
import * as v from "valibot";
import { list } from "../../../contract/model/common";
import { Article, ArticleSummary } from "../../../contract/model/articles";
import { datedEntries } from "./dated";
import { MEDIA_FIELDS } from "../query";

const withPhoto = { populate: { photo: MEDIA_FIELDS } };

/** Every section component with what it nests (Strapi populates no component by default). */
const ARTICLE_POPULATE = {
  image: MEDIA_FIELDS,
  seo: true,
  sections: {
    on: {
      "sections.text": true,
      "sections.accordion": { populate: { items: true } },
      "sections.quote": true,
      "sections.chapter": true,
      "sections.key-data": { populate: { figures: true } },
      "sections.testimonials": { populate: { testimonials: withPhoto } },
      "sections.team": { populate: { members: withPhoto } },
      "sections.course-indicators": { populate: { indicators: true } },
      "sections.campus-contacts": { populate: { contacts: true } },
      "sections.summary-menu": { populate: { links: true } },
      "sections.cta": true,
    },
  },
};

/** The page of a rubrique: GET /{prefix}-articles/{rubrique} (the article whose slug is the rubrique). */
export function articleOfRubrique(prefix: string, rubrique: string) {
  return { name: "article", path: `/${prefix}-articles/${rubrique}`, schema: v.pipe(v.object({ data: Article }), v.transform((answer) => answer.data)), query: { populate: ARTICLE_POPULATE } };
}

/** A sub-page of a rubrique; null when there is none. */
export function articleInRubrique(prefix: string, rubrique: string, slug: string) {
  return {
    name: "article",
    path: `/${prefix}-articles`,
    schema: v.pipe(list(Article), v.transform((found) => found[0] ?? null)),
    query: { filters: { rubrique: { $eq: rubrique }, slug: { $eq: slug } }, populate: ARTICLE_POPULATE, pagination: { limit: 1 } },
  };
}

/** Every article's title and place, for the index page. */
export function allArticles(prefix: string) {
  return {
    name: "article-index",
    path: `/${prefix}-articles`,
    schema: list(ArticleSummary),
    query: { fields: ["title", "slug", "rubrique", "summary"], sort: ["rubrique:asc", "title:asc"], pagination: { limit: 200 } },
  };
}

/** Every article's place (rubrique, slug) and last change, a page at a time (the sitemap). */
export const articleDates = (prefix: string, page: number) => datedEntries("article-dates", `/${prefix}-articles`, page, {}, ["rubrique"]);
