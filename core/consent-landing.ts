/**
 * The landing a consent banner carries across its form's POST, so that a yes given on the page a visitor landed on
 * records the origin that landing would have recorded had the yes come first; and the origin any other yes records.
 */
import { marketingOrigin, originQuery, TRACKING_PARAM, type MarketingOrigin } from "./origin";

/**
 * The banner form's fields that carry a landing, written by the edge on the way out: what the origin rule reads of
 * the landing's query (empty for a landing without parameters) and the referrer's origin (never its path or query).
 */
export const LANDING_FIELDS = { query: "arrivee", referrer: "provenance" } as const;

/** A campaign's parameters take a few hundred characters; a longer landing is carried by no field. */
export const LANDING_QUERY_MAX = 2048;
/** A host name is at most 253 characters, with its scheme and port about 270. */
const REFERRER_ORIGIN_MAX = 300;

export interface LandingFields {
  query: string;
  referrer?: string;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A query of tracking parameters only, within its bound: what the edge writes, so the form's field may hold nothing else. */
export function isLandingQuery(value: string): boolean {
  return value.length <= LANDING_QUERY_MAX && [...new URLSearchParams(value).keys()].every((key) => TRACKING_PARAM.test(key));
}

/** An http(s) origin as the URL standard writes it (`https://www.google.fr`), within its bound. */
export function isReferrerOrigin(value: string): boolean {
  const url = parseUrl(value);
  return value.length <= REFERRER_ORIGIN_MAX && !!url && /^https?:$/.test(url.protocol) && url.origin === value;
}

/**
 * What the edge writes into the banner of a page request: null when the request is no landing (a navigation inside
 * the site), or when a field would pass its bound (no campaign writes such a landing; its yes is then one given later).
 * The referrer's origin is all the origin rule reads of it (its scheme and host), so nothing more is carried.
 */
export function landingFields(landing: URL, referrer: string | null | undefined): LandingFields | null {
  if (!marketingOrigin(landing, referrer)) return null;
  const query = originQuery(landing.searchParams).toString();
  const from = referrer ? parseUrl(referrer) : null;
  const origin = from && /^https?:$/.test(from.protocol) && from.hostname ? from.origin : undefined;
  if (!isLandingQuery(query) || (origin !== undefined && !isReferrerOrigin(origin))) return null;
  return origin === undefined ? { query } : { query, referrer: origin };
}

/**
 * The origin a yes to advertising records, given on a page of `site`:
 * - on the landing page (its fields came with the form): that landing's origin, by the very rule of the edge;
 * - as the visitor's first answer, on a page reached inside the site: the landing can no longer be known (it would
 *   have had to be stored before the yes), so the visit counts as one with no parameters: DIRECT, which fills
 *   empty cookies only;
 * - changing an earlier answer, off a landing: none, nothing is invented.
 */
export function originOfYes(carried: LandingFields | undefined, firstAnswer: boolean, site: URL): MarketingOrigin | null {
  if (!carried && !firstAnswer) return null;
  const landing = new URL("/", site);
  landing.search = carried?.query ?? "";
  return marketingOrigin(landing, carried?.referrer);
}
