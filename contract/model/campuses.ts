/** Campuses: the list by region and one campus page. */
import * as v from "valibot";
import { slug, text } from "./common";
import { Contact, KeyFigure, Picture, RichText, Seo, TeamMember, many } from "./content";

export const CampusSummary = v.object({
  title: v.string(),
  slug,
  city: text,
  region: text,
  image: Picture,
  /** Where the campus map puts it (degrees); a campus without them is listed, not mapped. */
  latitude: v.nullish(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.nullish(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
});
export type CampusSummary = v.InferOutput<typeof CampusSummary>;

export const Campus = v.object({
  ...CampusSummary.entries,
  documentId: v.optional(v.string()),
  /** The language the CMS answered in: it gives the French campus when asked for one it has no English version of. */
  locale: v.optional(v.string()),
  address: text,
  zipCode: text,
  phone: text,
  email: text,
  description: RichText,
  team: many(TeamMember),
  keyData: many(KeyFigure),
  contacts: many(Contact),
  seo: Seo,
});
export type Campus = v.InferOutput<typeof Campus>;
