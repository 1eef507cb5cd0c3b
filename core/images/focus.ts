/**
 * A picture's focal point (Strapi 5 keeps one per file, in percent across and down, set in the media library) kept to
 * the nearest of FOCUS_STEPS: the browser's crops (CSS classes) and the share image's crop at the edge keep it.
 */
import { FOCUS_STEPS } from "../constants";

type FocusStep = (typeof FOCUS_STEPS)[number];
export interface Focus {
  x: FocusStep;
  y: FocusStep;
}
/** What Strapi answers: percentages, 0 to 100. */
export interface FocalPoint {
  x: number;
  y: number;
}

const CENTRE: Focus = { x: 50, y: 50 };

const nearestStep = (percent: number): FocusStep =>
  FOCUS_STEPS.reduce((best, step) => (Math.abs(step - percent) < Math.abs(best - percent) ? step : best));

export const isFocusStep = (value: number): value is FocusStep => (FOCUS_STEPS as readonly number[]).includes(value);

/** The focus a crop keeps: the focal point's nearest steps, the centre when there is none. */
export function focusOf(point: FocalPoint | null | undefined): Focus {
  if (!point || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return CENTRE;
  return { x: nearestStep(point.x), y: nearestStep(point.y) };
}

/** The classes that move a cropped picture (object-fit: cover) onto its focus; none at the centre, CSS's default. */
export function focusClasses(focus: Focus): string[] {
  return [focus.x === CENTRE.x ? null : `focus-x-${focus.x}`, focus.y === CENTRE.y ? null : `focus-y-${focus.y}`].filter((name) => name !== null);
}
