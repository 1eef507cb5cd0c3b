/** Which rendered answers the page cache may share between visitors, and under which key. */
import type { Device } from "../../../core/device";

/** Parameters that only say where a visitor came from: they never change the page, so they don't split the cache. */
const TRACKING_PARAM = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid)$/i;
/** Parameters that make the answer personal (the pop-in opened server-side). */
const PERSONAL_PARAM = /^popin$/i;

export interface KeyParts {
  /** This deploy's client build and CMS: a page names hashed files that only its own deploy serves. */
  release: string;
  version: string;
  locale: string;
  /** Null for an answer that is the same on every device (sitemap, feeds, robots.txt). */
  device: Device | null;
}

/** The cache key of a page or /_data answer, or null when it must not be shared. */
export function pageCacheKey(url: URL, { release, version, locale, device }: KeyParts): string | null {
  const kept: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (PERSONAL_PARAM.test(name)) return null;
    if (!TRACKING_PARAM.test(name)) kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  // /_data answers are JSON, the same for every device; pages carry the device's first render.
  const variant = url.pathname === "/_data" || url.pathname.startsWith("/_data/") ? "data" : (device ?? "any");
  const prefix = [release, version, locale, variant].map(encodeURIComponent).join("/");
  return `https://page-cache.invalid/${prefix}${url.pathname}${search ? `?${search}` : ""}`;
}
