/**
 * The site's own address as configuration names it (CANONICAL_HOST): what redirects, canonical links, the
 * sitemap and feeds are built on. A request's Host never makes one; without CANONICAL_HOST (local runs and
 * tests only: production refuses to serve without it) the request's origin names the site, and a redirect
 * to one of the site's own paths stays relative, so the browser resolves it against the address it asked for.
 */
import type { Config } from "./schema";

/** A host name with an optional port, nothing else. */
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

/** The configured canonical host, lowercased; null when unset or not a host name (the rule is then off). */
export function canonicalHost(configured: string): string | null {
  const host = configured.trim().toLowerCase();
  return host && HOST.test(host) ? host : null;
}

/** CANONICAL_HOST's origin, on the request's scheme (http only in local runs); null without one. */
export function configuredOrigin(config: Pick<Config, "CANONICAL_HOST">, request: URL): string | null {
  const host = canonicalHost(config.CANONICAL_HOST);
  return host && `${request.protocol}//${host}`;
}

/** The origin the site names itself by: the configured one, else (never in production) the request's. */
export const ownOrigin = (config: Pick<Config, "CANONICAL_HOST">, request: URL): string => configuredOrigin(config, request) ?? request.origin;
