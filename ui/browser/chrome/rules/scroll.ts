/** Scroll rules: when the compact bar shows, when the burger closes, when the to-top arrow shows. */
import { COMPACT_NAVBAR_MAX_WIDTH, COMPACT_NAVBAR_SCROLL_PX } from "../../../../core/constants";
import type { Device } from "../../../../core/device";
import { isMobile } from "./viewport";

export interface ScrollState {
  y: number;
  compact: boolean;
}

export const TOP_OF_PAGE: ScrollState = { y: 0, compact: false };

/** The to-top arrow shows as soon as the page leaves the top. */
export const awayFromTop = (y: number) => y > 0;

/** At 1300 px or less, and on a phone, the compact bar is the header whatever the scroll. */
export const alwaysCompact = (width: number, device: Device) => width <= COMPACT_NAVBAR_MAX_WIDTH || isMobile(width, device);

interface ScrollInput {
  y: number;
  width: number;
  device: Device;
  burgerOpen: boolean;
  /**
   * This scroll goes on with a motion already under way when the burger opened (a fling's inertia, the smooth scroll
   * of a Tab): the visitor did not scroll since opening it, so it stays open.
   */
  motionFromBeforeOpening?: boolean;
}

/** What a scroll (or resize) changes: the new state, and whether the burger must close. */
export function nextScroll(prev: ScrollState, { y, width, device, burgerOpen, motionFromBeforeOpening = false }: ScrollInput) {
  const down = y > prev.y;
  const closeBurger = burgerOpen && down && !motionFromBeforeOpening;
  const stillOpen = burgerOpen && !closeBurger;
  const scrolledPast = y > COMPACT_NAVBAR_SCROLL_PX;
  // The bar turns compact only while the burger is closed; once compact it stays so while scrolled.
  const compact = alwaysCompact(width, device) || (scrolledPast && (!stillOpen || prev.compact));
  return { state: { y, compact }, closeBurger };
}

export const sameScroll = (a: ScrollState, b: ScrollState) => a.compact === b.compact;

