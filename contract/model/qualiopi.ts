/** The school's Qualiopi certificate, in the website settings: its image and PDF, categories, day and the mark. */
import * as v from "valibot";
import { Media } from "./common";

/** A file to download: where, its format and its size (Strapi counts kilobytes), said in the link. */
export const MediaFile = v.object({
  url: v.string(),
  ext: v.nullish(v.string(), ""),
  size: v.nullish(v.number()),
});
export type MediaFile = v.InferOutput<typeof MediaFile>;

const category = v.nullish(v.boolean(), false);

export const Qualiopi = v.object({
  certificate: Media,
  certificateFile: MediaFile,
  mark: Media,
  /** The day it was delivered, YYYY-MM-DD. */
  issuedOn: v.pipe(v.string(), v.isoDate()),
  /** The categories of action it was delivered for (core/qualiopi.ts lists them in the law's order). */
  training: category,
  skillsAssessment: category,
  priorLearning: category,
  apprenticeship: category,
  demo: v.nullish(v.boolean(), false),
});
export type Qualiopi = v.InferOutput<typeof Qualiopi>;
