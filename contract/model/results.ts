/** A programme's published results (InserJeunes), as the CMS's results.inserjeunes component holds them. */
import * as v from "valibot";
import { slug, text } from "./common";

/** A rate in %; Strapi's decimals may come as strings. Absent: not published. */
const rate = v.nullish(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number()), null);

export const ProgrammeResults = v.object({
  /** The campus these figures are for; none: the programme on all its campuses. */
  campus: v.nullish(v.object({ title: v.string(), slug }), null),
  year: v.string(),
  source: v.string(),
  sourceUrl: text,
  learners: v.nullish(v.number(), null),
  passRate: rate,
  continuingRate: rate,
  leftBeforeEndRate: rate,
  employment6: rate,
  employment12: rate,
  employment18: rate,
  employment24: rate,
  /** The centre's value added, in points (may be negative). */
  valueAdded: rate,
  brokenContractsRate: rate,
  certificationPassRate: rate,
  certificationCandidates: v.nullish(v.number(), null),
  /** Invented figures of the demo site: said so on the page. */
  demo: v.nullish(v.boolean(), false),
});
export type ProgrammeResults = v.InferOutput<typeof ProgrammeResults>;
