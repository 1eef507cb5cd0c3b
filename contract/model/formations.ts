/** Programmes (formations): list entries and the programme page. */
import * as v from "valibot";
import { slug, text } from "./common";
import { Picture, RichText, Seo, many } from "./content";
import { ProgrammeResults } from "./results";

const Level = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5));

const Duration = v.object({ value: v.number(), unit: v.string() });

export const FormationSummary = v.object({
  title: v.string(),
  slug,
  category: v.string(),
  entryLevel: Level,
  graduationLevel: Level,
  rhythm: v.nullish(v.string(), "periodic"),
  duration: v.nullish(Duration),
  summary: text,
  /** How much the programme's page is visited, as the editors copy it from the audience figures: the most visited lead an empty search. */
  popularity: v.nullish(v.number(), 0),
});
export type FormationSummary = v.InferOutput<typeof FormationSummary>;

/**
 * A programme as the catalogue's one answer holds it: its certification text, as the site search reads it ("RNCP" is
 * said there; rich text in blocks counts as none), and the slugs of its campuses, which the catalogue's filters read.
 */
export const CatalogueFormation = v.object({
  ...FormationSummary.entries,
  certification: v.pipe(RichText, v.transform((text) => (typeof text === "string" ? text : ""))),
  campuses: v.pipe(
    many(v.object({ slug })),
    v.transform((campuses) => campuses.map((campus) => campus.slug)),
  ),
});
export type CatalogueFormation = v.InferOutput<typeof CatalogueFormation>;

const Unit = v.object({ title: v.string(), description: text, hours: v.nullish(v.number()), ects: v.nullish(v.number()) });
export type Unit = v.InferOutput<typeof Unit>;

export const Formation = v.object({
  ...FormationSummary.entries,
  documentId: v.optional(v.string()),
  objectives: RichText,
  teachingUnits: many(Unit),
  skillUnits: many(Unit),
  admission: RichText,
  certification: RichText,
  price: RichText,
  rncp: text,
  /** Its results by year, for all campuses or one (InserJeunes); none yet for a new programme. */
  results: many(ProgrammeResults),
  image: Picture,
  campuses: many(v.object({ title: v.string(), slug, city: text })),
  seo: Seo,
});
export type Formation = v.InferOutput<typeof Formation>;
