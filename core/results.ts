/** What a programme's results show: each InserJeunes figure in order, "non calculable" where the cohort is too small or the figure missing. */

/** Under this many learners the Ministries publish no rate: the figure is "non calculable". */
export const RESULTS_MIN_LEARNERS = 20;

/** The InserJeunes figures, in the order the page lists them (the certification's pass rate is apart, beside its RNCP code). */
export const RESULT_FIGURES = [
  "passRate",
  "continuingRate",
  "leftBeforeEndRate",
  "employment6",
  "employment12",
  "employment18",
  "employment24",
  "valueAdded",
  "brokenContractsRate",
] as const;
export type ResultFigure = (typeof RESULT_FIGURES)[number] | "certificationPassRate";

/** A figure as shown: a number, or null for "non calculable" (missing, or a cohort under the threshold). */
export function shownFigure(value: number | null, learners: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (learners !== null && learners < RESULTS_MIN_LEARNERS) return null;
  return value;
}
