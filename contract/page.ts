/** The contract between the edge and the browser: what a page render carries, and what it embeds for the islands. */
import type { Locale } from "../core/constants";
import type { Device } from "../core/device";
import type { PopinState } from "../core/popin";
import type { LayoutName, RouteMatch } from "../core/routes";
import type { Event } from "./model/events";
import type { CampusLink, Menu } from "./model/menus";
import type { WebsiteSettings } from "./model/settings";

/** What the browser may know of the site's configuration, no secret (worker/config/schema.ts reads it from the environment). */
export interface PublicConfig {
  ENGLISH_ENABLED: boolean;
  PROFILES_ENABLED: boolean;
  COMPANY_SITE_URL: string;
  PROFESSIONAL_SITE_URL: string;
  WORK_AT_SCHOOL_URL: string;
  COMPLAINT_FORM_URL: string;
  GROUP_FOOTER_URL: string;
  SPONTANEOUS_APPLICATION_URL: string;
  CONSENT_REQUIRED: boolean;
}

/** The picture a shared link shows: absolute, with its size when known and a text alternative. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/** A feed the page names in its head (`<link rel="alternate">`). */
interface FeedLink {
  title: string;
  href: string;
}

/** What the document head says of a page. */
export interface PageHead {
  title: string;
  description?: string;
  /** The page's absolute address on the site's origin, without query: canonical link and og:url. None on error pages. */
  canonical?: string;
  image?: ShareImage | null;
  /** JSON-LD objects for search engines (organisation, course, event…). */
  structuredData?: object[];
  noindex?: boolean;
  feeds?: FeedLink[];
}

/** What every page's chrome draws (settings, menus, campuses, next events); a part that failed is empty. */
export interface ChromeData {
  settings: WebsiteSettings | null;
  navbar: Menu;
  footer: Menu;
  campuses: CampusLink[];
  events: Event[];
}

export interface ErrorView {
  statusCode: number;
  message: string;
}

/** One page: its route, head, or the error that replaced it (its content, drawn by its route, goes beside it). */
export interface PageState {
  path: string;
  route: RouteMatch | null;
  /** The layout to draw: the route's, or the one an article asks for. */
  layout: LayoutName;
  head: PageHead;
  error: ErrorView | null;
  /** Its address in each language it exists in, while English is on (language links, hreflang); none otherwise. */
  alternates?: Alternates;
  /** An English address showing the French entry: the CMS has no English version of it yet. */
  untranslated?: boolean;
}

export type Alternates = Partial<Record<Locale, string>>;

/** The hashed client files the document links (from the build manifest). */
export interface AssetLinks {
  styles: string[];
  islandChunks: string[];
}

/** What the islands know of the page on screen: where it is, never its content. */
export type PageRef = Pick<PageState, "path" | "route" | "alternates">;

/** One of the next events as the campus mega-menu lists it, its date written by the server: the browser formats no date. */
type MenuEvent = Pick<Event, "slug" | "title" | "dateStart"> & { shortDay: string };

/** The settings the islands read: not the Qualiopi certificate (the footer's, server HTML), the home page's photograph, nor the events' registration form (the server's alone). */
export type IslandSettings = Omit<WebsiteSettings, "qualiopi" | "homeImage" | "eventRegistrationUrl">;

/** The chrome's data the islands draw: menus, campuses, next events and settings (the footer stays server HTML). */
export type IslandChrome = Omit<ChromeData, "footer" | "events" | "settings"> & { events: MenuEvent[]; settings: IslandSettings | null };

/** What the page embeds for its islands: the chrome's small data, never the page's content. */
export interface BootData {
  chrome: IslandChrome;
  page: PageRef;
  config: PublicConfig;
  locale: Locale;
  /** A pop-in the edge rendered open (`?popin=` link, /crm/confirm error): its lists filled for the no-JS form. */
  popin?: PopinState;
  /** The server's guess from the User-Agent, so a phone gets the mobile chrome from the first paint. */
  device: Device;
  /** An editor previews drafts: the page shows the preview banner and its way out. */
  preview: boolean;
}

/** What the edge renders a document from: the boot data, plus the page's content and the footer, which stay on the server. */
export interface DocumentData extends Omit<BootData, "chrome" | "page"> {
  assets: AssetLinks;
  chrome: ChromeData;
  page: PageState;
}

/** The global the inline boot script sets; read once by the client entry. */
export const BOOT_GLOBAL = "__BOOT__";
