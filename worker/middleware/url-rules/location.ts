/** The Location of a redirect: built from trusted parts only, and checked before it leaves the worker. */

const ABSOLUTE = /^https?:\/\//;

/**
 * Target (a site path or an external file address from the table) + the request's query, on the
 * canonical origin when the host changes. External addresses are answered as written.
 */
export function locationFor(target: string, search: string, origin = ""): string {
  return ABSOLUTE.test(target) ? target : `${origin}${target}${search}`;
}

/** A same-site path: one leading slash, printable ASCII without backslash, so it can never name another host. */
const SAME_SITE = /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/;
/** An absolute http(s) address on a plain host name. */
const ABSOLUTE_ADDRESS = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[\x21-\x5b\x5d-\x7e]*)?$/;

export const isSameSitePath = (location: string) => SAME_SITE.test(location);

export function isSafeLocation(location: string): boolean {
  return isSameSitePath(location) || ABSOLUTE_ADDRESS.test(location);
}
