/** News and blog posts (spec §3). */
import * as v from "valibot";
import { CampusRef, Media, slug, text } from "./common";

export const NewsItem = v.object({
  slug,
  title: v.string(),
  publishDate: v.string(),
  summary: text,
  focusImage: v.nullish(Media),
  campus_infos: v.nullish(v.array(v.object({ title: text, slug: v.nullish(v.string()), campus: v.nullish(CampusRef) }))),
  cat_news: v.nullish(v.array(v.object({ title: v.string(), slug }))),
});
export type NewsItem = v.InferOutput<typeof NewsItem>;
