/** Business constants: the one place each number lives. */

export const STORED_EVENTS_MAX = 6;
export const STORED_NEWS_MAX = 6;
export const HOME_EVENTS_SHOWN = 3;
/** The next open days on the home page, beside its events. */
export const HOME_OPEN_DAYS_SHOWN = 3;
export const CAMPUS_COUNT_HEADLINE = 26;

/** Widths of the layout; the stylesheets reach them as custom media (vite.config.ts). */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const MOBILE_MAX_WIDTH = 900;
export const COMPACT_NAVBAR_MAX_WIDTH = 1300;
export const CAMPUS_MENU_COLUMNS = 3;
export const CAMPUS_MENU_ITEMS_PER_COLUMN = 11;
/** Next events shown beside the campus columns of the mega-menu. */
export const CAMPUS_MENU_EVENTS_SHOWN = 3;
/** Campuses fetched for the mega-menu: more than the 3 × 11 it shows, so a full list is never cut short. */
export const CAMPUS_LIST_MAX = 100;
/** Scrolled this far down, the full navbar has left the screen and the compact bar takes over. */
export const COMPACT_NAVBAR_SCROLL_PX = 120;
/** Scroll events closer than this belong to one motion (a fling's inertia, a smooth scroll): see the burger's rule. */
export const SCROLL_MOTION_GAP_MS = 150;

export const TRACKING_COOKIE_MAX_AGE_S = 172_800;
/** An editor's preview lasts 30 minutes after their last request (each one renews it), a working day at the most; Strapi's Preview button opens a new one. */
export const PREVIEW_IDLE_S = 30 * 60;
export const PREVIEW_SESSION_MAX_S = 8 * 3600;

export const HASH_SCROLL_OFFSET_PX = 250;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;
export const ONLINE_TOAST_MS = 5000;
export const BANNER_RESIZE_DEBOUNCE_MS = 200;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const POPIN_MIN_HEIGHT_PX = 534;

/** The header's logo is drawn this high (its width follows the picture), the tallest of its places. */
export const LOGO_HEIGHT_PX = 44;
/** A person's photo (team, testimonials), drawn round. */
export const AVATAR_PX = 56;
/** The boxes (width, height) the layout crops pictures to: news cards, campus cards, pictures in a rich text. */
export const IMAGE_BOXES = { card: [8, 5], campusCard: [2, 1], inline: [3, 2] } as const;

/**
 * The widths, in device pixels, the edge resizes a CMS image to (worker/endpoints/media): the only ones it makes. About
 * 15 % apart from 240 px up, so the width a screen gets is rarely much more than it draws; 720 fits a phone's column
 * at 2 dots per pixel (390 − 2 × 16 px, × 2), 1920 a wide column at 2.
 */
export const IMAGE_WIDTHS = [64, 96, 128, 160, 192, 240, 320, 400, 480, 560, 640, 720, 840, 960, 1080, 1280, 1440, 1600, 1920] as const;
/**
 * A picture is drawn at 2 device pixels per CSS pixel at most: a phone of 3 gets what a phone of 2 gets. The third
 * dot does not show on a photo at arm's length, and it nearly doubles the bytes (the home's photograph on a phone:
 * 53 KB at 1280 px, 25 KB at 840), which a phone on a slow network waits for before its largest paint.
 */
export const IMAGE_MAX_DENSITY = 2;
/**
 * From each of these densities up, `sizes` tells a screen its slot is IMAGE_MAX_DENSITY / that density as wide, so it
 * takes about IMAGE_MAX_DENSITY: 2 at 3 dots per pixel, 2.1 at 2.625, 2.33 at 3.5. Below the lowest, a screen takes
 * its own density (2.25 at 2.25): the densest any screen draws at is just under the lowest.
 */
export const IMAGE_DENSITY_STEPS = [3, 2.5] as const;
/** The picture a shared link shows (og:image): a JPEG of the size the networks' large cards draw. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** A focal point is kept to the nearest of these percentages across and down: a few CSS classes and share crops. */
export const FOCUS_STEPS = [0, 25, 50, 75, 100] as const;
/** The largest picture the edge decodes, in pixels (a 48-megapixel phone photo fits); past it, a decompression bomb. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The heaviest file the edge reads to transform, in bytes. */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;

export const GROUP_FOOTER_FRAME_HEIGHT_PX = 115;

export const POPIN_ACTIONS = ["registration", "contact", "brochure"] as const;
export type PopinAction = (typeof POPIN_ACTIONS)[number];

export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** The visitor's language, kept in this cookie for a year (path /, SameSite Lax). */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;
