/**
 * An image's attributes from its slot: `sizes` says how wide the slot is drawn at each viewport width (narrower to
 * screens denser than IMAGE_MAX_DENSITY, by IMAGE_DENSITY_STEPS), `srcset` offers every listed width a screen may need
 * there, so each screen takes the nearest listed width at or above what it draws at the density it is given
 * (`drawnDensity`); width and height keep its box before it loads.
 */
import { BREAKPOINTS, IMAGE_DENSITY_STEPS, IMAGE_MAX_DENSITY, IMAGE_WIDTHS } from "../constants";
import { imagePath, isSvgPath, uploadPathOf, widthAtLeast, type ImageWidth } from "./address";
import { focusClasses, focusOf, type FocalPoint } from "./focus";
import type { Drawn, Slot } from "./slots";

/** The narrowest and widest screens a srcset caters for. */
const NARROWEST = BREAKPOINTS.xs;
const WIDEST = 2560;
/** A picture of unknown size is taken for a photo's 3:2. */
const USUAL_RATIO = 3 / 2;

/** What the pages know of a CMS image (the contract's Media). */
export interface ImageSource {
  url: string;
  width?: number | null;
  height?: number | null;
  focalPoint?: FocalPoint | null;
}

interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  /** The classes that keep its focal point in view where the layout crops it (object-fit: cover). */
  classes: string[];
}

/** How wide `drawn` is on a screen `viewport` pixels wide. */
const drawnWidth = (drawn: Drawn, viewport: number) => ("px" in drawn ? drawn.px : (drawn.vw * viewport) / 100 - drawn.less);

/** How wide the slot is drawn on a screen `viewport` pixels wide. */
export function slotWidth(slot: Slot, viewport: number): number {
  const rule = slot.drawn.findLast(([from]) => from <= viewport) ?? slot.drawn[0]!;
  return drawnWidth(rule[1], viewport);
}

/** The densest a screen is drawn at: just under the lowest step, past which sizes brings it back to IMAGE_MAX_DENSITY. */
const DENSEST_DRAWN = Math.min(...IMAGE_DENSITY_STEPS);

/** The density a screen of `density` device pixels per CSS pixel takes its pictures at (what its sizes make it pick). */
export function drawnDensity(density: number): number {
  const step = IMAGE_DENSITY_STEPS.find((from) => density >= from);
  return step ? (density * IMAGE_MAX_DENSITY) / step : density;
}

/**
 * Three decimals, said a hair narrower rather than wider: 280 px × 2/3 said 186.667 px would be 560.001 device pixels
 * at 3 and take the listed width past 560; 186.666 takes 560, a thousandth of a pixel short of nothing one sees.
 */
const under = (n: number) => Math.floor(n * 1000 + 1e-6) / 1000;
const over = (n: number) => Math.ceil(n * 1000 - 1e-6) / 1000;

/** `drawn`, said `by` times as wide. */
const scaled = (drawn: Drawn, by: number): Drawn => ("px" in drawn ? { px: under(drawn.px * by) } : { vw: under(drawn.vw * by), less: over(drawn.less * by) });

const cssLength = (drawn: Drawn) => ("px" in drawn ? `${drawn.px}px` : drawn.less ? `calc(${drawn.vw}vw - ${drawn.less}px)` : `${drawn.vw}vw`);

/**
 * `sizes`: for each density step, densest first, then for every screen, the rules from the widest screens' to the
 * narrowest; the last, for any screen below the steps, is the default.
 */
export function sizesOf(slot: Slot): string {
  const rules = (condition: string | null, by: number) =>
    slot.drawn
      .map(([from, drawn]) => {
        const when = [condition, from ? `(min-width: ${from}px)` : null].filter(Boolean).join(" and ");
        return `${when ? `${when} ` : ""}${cssLength(by === 1 ? drawn : scaled(drawn, by))}`;
      })
      .reverse();
  return [...IMAGE_DENSITY_STEPS.flatMap((step) => rules(`(min-resolution: ${step}dppx)`, IMAGE_MAX_DENSITY / step)), ...rules(null, 1)].join(", ");
}

/**
 * The listed widths the slot may need: for each viewport range, from what its narrowest screen draws at 1 dot per
 * pixel to what its widest draws at the densest a screen is drawn at, each rounded up to a listed width. A picture narrower than some
 * is never enlarged: past its own width, only the first listed width at or above it is kept.
 */
export function slotWidths(slot: Slot, pictureWidth?: number | null): ImageWidth[] {
  const needed = new Set<ImageWidth>();
  slot.drawn.forEach(([from, drawn], i) => {
    const least = widthAtLeast(drawnWidth(drawn, Math.max(from, NARROWEST)));
    const most = widthAtLeast(drawnWidth(drawn, (slot.drawn[i + 1]?.[0] ?? WIDEST + 1) - 1) * DENSEST_DRAWN);
    for (const width of IMAGE_WIDTHS) if (width >= least && width <= most) needed.add(width);
  });
  const widths = IMAGE_WIDTHS.filter((width) => needed.has(width));
  if (!pictureWidth) return widths;
  const enough = widths.find((width) => width >= pictureWidth);
  return [...widths.filter((width) => width < pictureWidth), ...(enough ? [enough] : [])];
}

/** The attributes of an `<img>` showing `image` in `slot`; an address that is not a CMS upload is shown as it is. */
export function imageAttributes(image: ImageSource, slot: Slot): ImageAttributes {
  const widest = slot.drawn[slot.drawn.length - 1]!;
  const width = Math.round(drawnWidth(widest[1], Math.max(widest[0], NARROWEST)));
  const ratio = slot.box ? slot.box[0] / slot.box[1] : image.width && image.height ? image.width / image.height : USUAL_RATIO;
  const box = { width, height: Math.round(width / ratio) };
  const upload = uploadPathOf(image.url);
  if (!upload) return { src: image.url, ...box, classes: [] };
  if (isSvgPath(upload)) return { src: imagePath(upload, { kind: "svg" }), ...box, classes: [] };
  const widths = slotWidths(slot, image.width);
  // a width past the picture's own is served at the picture's own: the descriptor says what the browser gets
  const served = (listed: ImageWidth) => (image.width ? Math.min(listed, image.width) : listed);
  return {
    src: imagePath(upload, { kind: "width", width: widths.find((listed) => listed >= width) ?? widths[widths.length - 1]! }),
    srcSet: widths.map((listed) => `${imagePath(upload, { kind: "width", width: listed })} ${served(listed)}w`).join(", "),
    sizes: sizesOf(slot),
    ...box,
    classes: focusClasses(focusOf(image.focalPoint)),
  };
}
