/** A document's version in one language (Strapi 5: the same documentId in every locale): just what its address needs. */
import * as v from "valibot";
import type { Locale } from "../../../core/constants";
import { list, slug } from "../../../contract/model/common";
/** The collections whose documents have a page of their own (news and blog posts share one). */
export type DocumentType = "formation" | "campus" | "news" | "blog" | "event" | "article" | "fiche";

const collection = (prefix: string): Record<DocumentType, string> => ({
  formation: "/formations",
  campus: "/campuses",
  news: `/${prefix}-news`,
  blog: `/${prefix}-news`,
  event: "/events",
  article: `/${prefix}-articles`,
  fiche: "/fiche-metiers",
});

const Version = v.object({ slug, rubrique: v.optional(slug) });
export type Version = v.InferOutput<typeof Version>;

/** The slug (and an article's rubrique) of the document in `locale`; null when it has no version there. */
export function documentVersion(prefix: string, type: DocumentType, documentId: string, locale: Locale) {
  return {
    name: "document-version",
    path: collection(prefix)[type],
    locale,
    schema: v.pipe(list(Version), v.transform((found) => found[0] ?? null)),
    // An empty populate: two fields are all it takes, whatever the CMS populates by default (a school's Strapi may).
    query: { filters: { documentId: { $eq: documentId } }, fields: type === "article" ? ["slug", "rubrique"] : ["slug"], populate: "", pagination: { limit: 1 } },
  };
}
