/** Events of the agenda. */
import * as v from "valibot";
import { CampusRef, Media, slug, text } from "./common";

export const Event = v.object({
  documentId: v.optional(v.string()),
  title: v.string(),
  slug,
  description: text,
  url: v.nullish(v.string()),
  dateStart: v.string(),
  dateEnd: v.nullish(v.string()),
  campus: v.nullish(CampusRef),
  /** The agenda filter it belongs to (portes-ouvertes, conference…). */
  type: v.nullish(v.string()),
  image: v.nullish(Media),
});
export type Event = v.InferOutput<typeof Event>;
