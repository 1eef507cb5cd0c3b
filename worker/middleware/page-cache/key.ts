/** Which rendered answers the page cache may share between visitors, and under which key. */
import type { Device } from "../../../core/device";
import type { RouteName } from "../../../core/routes";
import { isPopinAction, POPIN_QUERY } from "../../../core/popin";
import { queryPolicy, routeQuery } from "../../router/query";

export interface KeyParts {
  /** This deploy's client build and CMS: a page names hashed files that only its own deploy serves. */
  release: string;
  version: string;
  locale: string;
  /** Null for an answer that is the same on every device (sitemap, feeds, robots.txt). */
  device: Device | null;
}

/**
 * The cache key of an answer at url, of the page route that answers it (null for none). Only the query parameters the page's route declares count, and the pop-in a `?popin=`
 * link opens (one of three actions, drawn from the page's route alone: the same for every visitor): any other
 * parameter (marketing tags, a cache-buster) or an unaccepted value gives the same key; answers of no route (sitemap,
 * feeds) read none.
 */
export function pageCacheKey(url: URL, route: RouteName | null, { release, version, locale, device }: KeyParts): string {
  const query = route ? routeQuery(route, url.searchParams) : new URLSearchParams();
  const popin = popinOf(url);
  if (route && popin) query.append(POPIN_QUERY, popin);
  const search = query.toString();
  const prefix = [release, version, locale, device ?? "any"].map(encodeURIComponent).join("/");
  return `https://page-cache.invalid/${prefix}${url.pathname}${search ? `?${search}` : ""}`;
}

const popinOf = (url: URL) => {
  const action = url.searchParams.get(POPIN_QUERY);
  return isPopinAction(action) ? action : null;
};

/**
 * Whether the answer at url also goes to the global tier (KV); answers of no route (sitemap, feeds) do. A page opened
 * with the pop-in stays in its data centre: three more per page, for visitors without JavaScript only.
 */
export function sharedGlobally(url: URL, route: RouteName | null): boolean {
  if (!route) return true;
  if (popinOf(url)) return false;
  const { globalTier, globalQueryMax = Infinity } = queryPolicy(route);
  return globalTier && routeQuery(route, url.searchParams).size <= globalQueryMax;
}
