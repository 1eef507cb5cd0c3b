/**
 * The URL stage: every rule about a page's address, in one pass, answered with at most one redirect to the final page.
 * The canonical form (single slashes, no trailing one, lowercase path, the canonical host; bad paths 400, overlong
 * 414), then the old site's addresses (redirects.ts, 301), then the /en policy: while English is off, /en… goes home
 * (302: the answer changes with the configuration, so browsers must not keep it) or is the 404 page; the old English
 * legal addresses go to their page in the language the configuration offers (302 for the same reason).
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { refused } from "../../../core/errors";
import type { AppEnv } from "../../env";
import { canonicalPath, hostRedirect } from "./canonical";
import { englishVerdict } from "./english";
import { finalTarget } from "./final-target";
import { isSafeLocation, locationFor } from "./location";

/** Paths the URL rules leave alone: the pop-in's API and the CMS webhook read their own paths. */
const MACHINE_PATH = /^\/(?:api|__cms)(?:\/|$)/;

/** The address of a GET or HEAD of a page, else null: a redirect of anything else would change what the client sends. */
function pageRequest(c: Context<AppEnv>): URL | null {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return null;
  const url = new URL(c.req.url);
  return MACHINE_PATH.test(url.pathname) ? null : url;
}

export const urlRules = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = pageRequest(c);
    if (!url) return next();
    const canonical = canonicalPath(url.pathname);
    if ("status" in canonical) throw refused(canonical.status, url.pathname.slice(0, 200));
    const config = c.get("config");
    const host = hostRedirect(url.host, config.CANONICAL_HOST);
    const { target, permanent } = finalTarget(canonical.path, config);
    if (host || target !== url.pathname) {
      const location = locationFor(target, url.search, host ? `${url.protocol}//${host}` : "");
      // Never to a location that could name another host.
      if (!isSafeLocation(location)) throw refused(400, url.pathname);
      return c.redirect(location, permanent ? 301 : 302);
    }
    if (englishVerdict(url.pathname, config) === "not-found") throw refused(404, url.pathname);
    return next();
  });
