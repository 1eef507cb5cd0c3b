/** Events of the agenda (spec §3). */
import * as v from "valibot";
import { CampusRef, slug, text } from "./common";

export const Event = v.object({
  title: v.string(),
  slug,
  description: text,
  url: v.nullish(v.string()),
  dateStart: v.string(),
  dateEnd: v.nullish(v.string()),
  campus: v.nullish(CampusRef),
});
export type Event = v.InferOutput<typeof Event>;
