/** The canonical form of an address: single slashes, no trailing slash, lowercase path, one host. */
import { canonicalHost } from "../../config/site-origin";

/** Longer paths are refused with 414: no page of the site comes close, and nothing downstream should see them. */
export const MAX_PATH_LENGTH = 2048;

type CanonicalPath = { path: string } | { status: 400 | 414 };

/** encodeURIComponent, but leaving the characters a path segment may hold as they are. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/%(?:24|26|2B|2C|3A|3B|3D|40)/g, decodeURIComponent);

/** The common case, answered by one test: single slashes, no trailing one, lowercase path characters, no escapes. */
const ALREADY_CANONICAL = /^(?:\/[a-z0-9._~!$&'()*+,;=:@-]+)+$/;

/**
 * The canonical form of a raw (percent-encoded) path. A segment with uppercase letters is lowercased
 * on its decoded text and encoded again, so "%2F" stays data inside its segment and never becomes a
 * slash; a segment that does not decode is a bad request.
 */
export function canonicalPath(raw: string): CanonicalPath {
  if (raw.length > MAX_PATH_LENGTH) return { status: 414 };
  if (raw === "/" || ALREADY_CANONICAL.test(raw)) return { path: raw };
  const segments: string[] = [];
  for (const segment of raw.split("/")) {
    if (!segment) continue;
    if (!segment.includes("%")) {
      segments.push(segment.toLowerCase());
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { status: 400 };
    }
    const lower = decoded.toLowerCase();
    segments.push(lower === decoded ? segment : encodeSegment(lower));
  }
  return { path: `/${segments.join("/")}` };
}

/**
 * The configured canonical host when the request came to another one, else null. The answer is only
 * ever the configured value, never the request's Host; a value that is not a host switches the rule off.
 */
export function hostRedirect(requestHost: string, configured: string): string | null {
  const wanted = canonicalHost(configured);
  return wanted && wanted !== requestHost.toLowerCase() ? wanted : null;
}
