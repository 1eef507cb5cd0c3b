/** Which rendered answers the page cache may share between visitors, and under which key. */
import type { Device } from "../../../core/device";
import { matchRoute, routeNamed, routeQuery } from "../../../core/match";
import { isPopinAction, POPIN_QUERY } from "../../../core/popin";

export interface KeyParts {
  /** This deploy's client build and CMS: a page names hashed files that only its own deploy serves. */
  release: string;
  version: string;
  locale: string;
  /** Null for an answer that is the same on every device (sitemap, feeds, robots.txt). */
  device: Device | null;
}

/**
 * The cache key of an answer, or null when it must not be shared (the pop-in opened server-side
 * is personal). Only the query parameters the page's route declares count: any other (marketing tags, a
 * cache-buster) or an unaccepted value gives the same key; answers of no route (sitemap, feeds) read none.
 */
export function pageCacheKey(url: URL, { release, version, locale, device }: KeyParts): string | null {
  if (isPopinAction(url.searchParams.get(POPIN_QUERY))) return null;
  const route = matchRoute(url.pathname);
  const search = route ? routeQuery(route.name, url.searchParams).toString() : "";
  const prefix = [release, version, locale, device ?? "any"].map(encodeURIComponent).join("/");
  return `https://page-cache.invalid/${prefix}${url.pathname}${search ? `?${search}` : ""}`;
}

/** Whether the answer at url also goes to the global tier (KV); answers of no route (sitemap, feeds) do. */
export function sharedGlobally(url: URL): boolean {
  const route = matchRoute(url.pathname);
  return route ? routeNamed(route.name).globalTier : true;
}
