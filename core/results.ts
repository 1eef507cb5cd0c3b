/** What a programme's results show: each InserJeunes figure in order, "non calculable" where the cohort is too small or the figure missing. */

/** Under this many learners the Ministries publish no rate: the figure is "non calculable". */
const RESULTS_MIN_LEARNERS = 20;

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

/** The minus sign, typeset (U+2212): the hyphen-minus Intl writes is a hyphen, not a sign, in French as in English. */
const MINUS = "\u2212";

/**
 * A shown figure written for the page: a rate "82,5 %", the value added in signed points "+3" or "−0,5". Intl writes the
 * number in the page's language (decimal comma, narrow no-break spaces), a no-break space keeps "%" with its number.
 */
export function formatFigure(figure: ResultFigure, value: number, locale: string): string {
  const signed = figure === "valueAdded";
  const parts = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: signed ? "exceptZero" : "auto" }).formatToParts(value);
  const number = parts.map((part) => (part.type === "minusSign" ? MINUS : part.value)).join("");
  return signed ? number : `${number}\u00a0%`;
}
