/** Marketing origin of a visit and the tracking cookies that keep it: one rule for the edge and the browser. */
import { TRACKING_COOKIE_MAX_AGE_S } from "./constants";
import { siteCookie } from "./cookie";

const SEARCH_ENGINES = ["google", "ecosia", "bing", "baidu", "yahoo", "qwant", "lilo"] as const;

/** The cookies that keep a visit's marketing origin. */
export const TRACKING_COOKIES = { tracking: "origine-tracking", origin: "utm_source", medium: "utm_medium" } as const;

type OriginKind = "campaign" | "search" | "referral" | "direct";

export interface MarketingOrigin {
  kind: OriginKind;
  /** Stored in the utm_source cookie: utm_content / utm_source / utm, SEARCH_x, ORGANIC_x, REFERRAL_host or DIRECT. */
  origin: string;
  /** Stored in the utm_medium cookie. */
  medium: string;
  /**
   * Stored in origine-tracking: the query string the CRM form receives. A campaign landing
   * keeps its own utm_* and gclid parameters as they came; other origins are written as utm_source
   * and utm_medium (plus gclid), so the CRM reads every origin the same way.
   */
  tracking: string;
}

/** Bounds what a visitor's query can put in a cookie (browsers drop cookies over 4 KB). */
const MAX_VALUE_LENGTH = 200;
const MAX_TRACKING_PARAMS = 12;
export const TRACKING_PARAM = /^(?:utm(?:_[a-z0-9_]+)?|gclid)$/i;
/** The parameters the rule reads by name (their first occurrence), beside the tracking parameters it keeps. */
const NAMED_PARAMS = ["utm_content", "utm_source", "utm", "utm_medium", "gclid"] as const;

/**
 * A value trimmed and cut to its bound by whole characters (half an emoji cannot be written to a cookie) with no
 * space left at its end: clipping twice gives what clipping once gave.
 */
const clip = (value: string) => Array.from(value.trim()).slice(0, MAX_VALUE_LENGTH).join("").trimEnd();

function parseUrl(value: string | URL | null | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Only to tell our own host from another: the www and bare hosts are one site. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** `www.google.fr`, `m.bing.com`, `fr.search.yahoo.com` → the engine; the engine's name must be a whole label, not the TLD. */
export function searchEngineOf(hostname: string): string | null {
  const labels = hostname.toLowerCase().split(".").slice(0, -1);
  return SEARCH_ENGINES.find((engine) => labels.includes(engine)) ?? null;
}

/** The tracking parameters an origin keeps for the CRM, in their order, values clipped. */
function keptParams(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of query) {
    if (TRACKING_PARAM.test(key) && kept.size < MAX_TRACKING_PARAMS) kept.append(key, clip(value));
  }
  return kept;
}

function campaignOrigin(query: URLSearchParams): MarketingOrigin | null {
  const origin = [query.get("utm_content"), query.get("utm_source"), query.get("utm")].map((v) => clip(v ?? "")).find(Boolean);
  if (!origin) return null;
  return { kind: "campaign", origin, medium: clip(query.get("utm_medium") ?? "") || "campaign", tracking: keptParams(query).toString() };
}

/**
 * What the rule reads of a landing's query, values clipped: the tracking parameters it keeps, then the first of each
 * parameter it reads by name when not among them. `marketingOrigin` answers the same for it as for the whole query,
 * so a landing can be carried (across the consent form's POST) in a few hundred characters.
 */
export function originQuery(query: URLSearchParams): URLSearchParams {
  const read = keptParams(query);
  for (const name of NAMED_PARAMS) {
    const value = query.get(name);
    if (value !== null && !read.has(name)) read.append(name, clip(value));
  }
  return read;
}

function derivedOrigin(kind: OriginKind, origin: string, medium: string, gclid: string): MarketingOrigin {
  const tracking = new URLSearchParams({ utm_source: origin, utm_medium: medium });
  if (gclid) tracking.set("gclid", gclid);
  return { kind, origin, medium, tracking: tracking.toString() };
}

/**
 * The origin of a page request: the landing URL (with its query) and the referrer the browser sent.
 * Null when the request teaches nothing: a referrer from our own host is an internal navigation.
 */
export function marketingOrigin(landing: string | URL, referrer: string | null | undefined): MarketingOrigin | null {
  const url = parseUrl(landing);
  if (!url) return null;
  const campaign = campaignOrigin(url.searchParams);
  if (campaign) return campaign;
  const from = parseUrl(referrer);
  const gclid = clip(url.searchParams.get("gclid") ?? "");
  if (!from || !/^https?:$/.test(from.protocol) || !from.hostname) return derivedOrigin("direct", "DIRECT", "direct", gclid);
  if (bareHost(from.hostname) === bareHost(url.hostname)) return null;
  const engine = searchEngineOf(from.hostname);
  if (engine) {
    return gclid ? derivedOrigin("search", `SEARCH_${engine}`, "cpc", gclid) : derivedOrigin("search", `ORGANIC_${engine}`, "organic", gclid);
  }
  // The host as the browser sent it (www kept), so the reports continue the old site's series.
  return derivedOrigin("referral", `REFERRAL_${from.hostname}`, "referral", gclid);
}

/**
 * Whether a visit's origin replaces the stored one: a campaign, search or referral landing always does
 * (last non-direct click); a direct visit only fills empty cookies, so a revisit never erases a campaign.
 */
export function replacesStoredOrigin(found: MarketingOrigin | null, stored: Record<string, string>): found is MarketingOrigin {
  if (!found) return false;
  return found.kind !== "direct" || !stored[TRACKING_COOKIES.origin];
}

/** The Set-Cookie strings that store an origin for two days. */
export function trackingCookies(found: MarketingOrigin, secure: boolean): string[] {
  return [
    siteCookie(TRACKING_COOKIES.tracking, found.tracking, TRACKING_COOKIE_MAX_AGE_S, secure),
    siteCookie(TRACKING_COOKIES.origin, found.origin, TRACKING_COOKIE_MAX_AGE_S, secure),
    siteCookie(TRACKING_COOKIES.medium, found.medium, TRACKING_COOKIE_MAX_AGE_S, secure),
  ];
}

/** The stored origin-tracking value as key/value pairs (leading ? or & stripped). */
export function trackingParams(stored: string | null | undefined): [string, string][] {
  const query = (stored ?? "").replace(/^[?&]+/, "");
  return [...new URLSearchParams(query)].filter(([key]) => key !== "").slice(0, MAX_TRACKING_PARAMS);
}
