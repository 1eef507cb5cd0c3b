/**
 * Where the pages draw CMS images, and how wide at each viewport width: the one statement of the layout's image
 * widths, from which each image's srcset and sizes follow (./srcset.ts). The widths model the stylesheets: the
 * container (1240 px at most) less its gutters (clamp(1rem, 4vw, 2rem) each side), its grids and asides; where a grid
 * changes its columns between two breakpoints, the wider drawing is said, so a screen never gets less than it draws.
 */
import { AVATAR_PX, BREAKPOINTS, IMAGE_BOXES, LOGO_HEIGHT_PX, MOBILE_MAX_WIDTH } from "../constants";

/** How wide a slot is drawn: fixed, or a share of the viewport (`vw`, percent) less `less` pixels. */
export type Drawn = { px: number } | { vw: number; less: number };

export interface Slot {
  /** From the narrowest screen up: from each viewport width on (0, then breakpoints), how wide it is drawn. */
  drawn: readonly (readonly [from: number, drawn: Drawn])[];
  /** Its box (width, height) when the layout crops the picture to it (object-fit: cover); none, the picture's own ratio. */
  box?: readonly [number, number];
}

const { sm, md, lg, xl } = BREAKPOINTS;

/**
 * The page's column: 100vw less 16 px gutters on phones, 4vw gutters from sm, 2rem ones from 800 px (60 px from md keeps
 * 768–800 covered), and the container's 1176 px past that (each slot names its own width there).
 */
const column = [
  [0, { vw: 100, less: 32 }],
  [sm, { vw: 92, less: 0 }],
  [md, { vw: 100, less: 60 }],
] as const;

export const SLOTS = {
  /** The home page's photograph, the screen's whole width: a 3:2 band atop the headline on phones, behind it beyond. */
  banner: { drawn: [[0, { vw: 100, less: 0 }]] },
  /** The picture heading an article page (its body is 980 px at most, less the gutters). */
  heroWide: { drawn: [...column, [lg, { px: 916 }]] },
  /** The picture heading a news item's or an event's main column, beside the 340 px aside (and its 2rem gap) from lg. */
  hero: { drawn: [...column, [lg, { vw: 100, less: 432 }], [xl, { px: 804 }]] },
  /** Beside a campus's presentation: the column on phones, 420 px beyond. */
  split: { drawn: [...column, [MOBILE_MAX_WIDTH + 1, { px: 420 }]] },
  /** Atop a programme's aside: the column until lg, then the aside's 340 px. */
  aside: { drawn: [...column, [lg, { px: 340 }]] },
  /** A news card (.card-grid, 300 px columns at least, 20 px apart): one column, two from md, three from lg. */
  card: {
    drawn: [...column.slice(0, 2), [md, { vw: 50, less: 40 }], [lg, { vw: 33.34, less: 33 }], [xl, { px: 379 }]],
    box: IMAGE_BOXES.card,
  },
  /** A campus card (.campus-grid, 220 px columns at least, 16 px apart): one column, then two, three, four, five. */
  campusCard: {
    drawn: [column[0], [sm, { vw: 46, less: 8 }], [md, { vw: 33.34, less: 30 }], [lg, { vw: 25, less: 27 }], [xl, { px: 223 }]],
    box: IMAGE_BOXES.campusCard,
  },
  /** A person's photo in a team or a testimonial, cropped round. */
  avatar: { drawn: [[0, { px: AVATAR_PX }]], box: [1, 1] },
  /** A picture in a rich text (at most 72ch, about 640 px), drawn in a 3:2 box since markdown gives no size. */
  inline: { drawn: [column[0], [sm, { px: 640 }]], box: IMAGE_BOXES.inline },
  /** The Qualiopi certificate on the quality page. */
  certificate: { drawn: [[0, { px: 280 }]] },
  /** The Qualiopi mark in the footer. */
  mark: { drawn: [[0, { px: 120 }]] },
} as const satisfies Record<string, Slot>;

export type SlotName = keyof typeof SLOTS;

/** The logo: LOGO_HEIGHT_PX high, as wide as its picture's ratio makes it (4:1, a wide logo's, when unknown). */
export const logoSlot = (width?: number | null, height?: number | null): Slot => ({
  drawn: [[0, { px: Math.round(LOGO_HEIGHT_PX * (width && height ? width / height : 4)) }]],
});
