/** Career sheets (fiches métiers) and apprenticeship offers (offres d'alternance). */
import * as v from "valibot";
import { CampusRef, slug, text } from "./common";
import { Picture, RichText, many } from "./content";

export const FicheSummary = v.object({ title: v.string(), slug, sector: text, salary: text, summary: text });
export type FicheSummary = v.InferOutput<typeof FicheSummary>;

export const FicheMetier = v.object({
  ...FicheSummary.entries,
  documentId: v.optional(v.string()),
  description: RichText,
  missions: RichText,
  image: Picture,
  formations: many(v.object({ title: v.string(), slug, category: text })),
});
export type FicheMetier = v.InferOutput<typeof FicheMetier>;

export const Offer = v.object({
  title: v.string(),
  slug,
  company: v.string(),
  city: text,
  contractType: text,
  startDate: v.nullish(v.string()),
  description: RichText,
  url: v.nullish(v.string()),
  campus: v.nullish(CampusRef),
  formation: v.nullish(v.object({ title: v.string(), slug })),
});
export type Offer = v.InferOutput<typeof Offer>;
