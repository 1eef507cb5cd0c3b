/** Building blocks of the CMS answers' schemas (Strapi 5 flat entries). */
import * as v from "valibot";
import { SLUG } from "../../core/slug";

const nullish = <S extends v.GenericSchema>(schema: S) => v.nullish(schema);
export const text = v.nullish(v.string(), "");
export const slug = v.pipe(v.string(), v.regex(SLUG));

export const Media = v.object({
  url: v.string(),
  alternativeText: v.nullish(v.string()),
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
  /** Strapi 5's focal point (percent across and down, set in the media library); one it cannot read is no focal point. */
  focalPoint: v.fallback(v.nullish(v.object({ x: v.number(), y: v.number() })), null),
});
export type Media = v.InferOutput<typeof Media>;

/**
 * Where an entry lives and when it last changed, as the sitemap reads every collection. The slug is
 * read as any text: an entry whose address the site cannot serve is left out, not an error.
 */
export const DatedEntry = v.object({ slug: v.string(), rubrique: v.nullish(v.string()), updatedAt: v.nullish(v.string()) });
export type DatedEntry = v.InferOutput<typeof DatedEntry>;

export const CampusRef = v.object({ title: v.string(), slug });
export type CampusRef = v.InferOutput<typeof CampusRef>;

/** A Strapi collection answer: `{ data: [...] }`, reduced to its entries. */
export const list = <S extends v.GenericSchema>(entry: S) =>
  v.pipe(v.object({ data: v.array(entry) }), v.transform((answer) => answer.data));

/** A Strapi single answer: `{ data: {...} }`, reduced to the entry. */
const single = <S extends v.GenericSchema>(entry: S) =>
  v.pipe(v.object({ data: entry }), v.transform((answer) => answer.data));
