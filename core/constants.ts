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
export const GROUP_FOOTER_FRAME_HEIGHT_PX = 115;

export const POPIN_ACTIONS = ["registration", "contact", "brochure"] as const;
export type PopinAction = (typeof POPIN_ACTIONS)[number];

export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** The visitor's language, kept in this cookie for a year (path /, SameSite Lax). */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;
