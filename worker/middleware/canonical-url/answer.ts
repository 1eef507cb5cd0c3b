/** What the three URL stages share: which requests they look at, and how a redirect is answered. */
import { refused } from "../../../core/errors";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { pagePathOf, type PagePath } from "./canonical";
import { isSafeLocation } from "./location";

export interface PageRequest extends PagePath {
  url: URL;
}

/** GET and HEAD of a page or its /_data: a redirect of anything else would change what the client sends. */
export function pageRequest(c: Context<AppEnv>): PageRequest | null {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return null;
  const url = new URL(c.req.url);
  const page = pagePathOf(url.pathname);
  return page && { ...page, url };
}

/**
 * A page gets a 301 (302 when temporary); a /_data request gets {redirect} as JSON, so the client
 * navigation can go on to the new page (fetch cannot read a redirect it does not follow).
 */
export function redirectAnswer(c: Context<AppEnv>, data: boolean, location: string, permanent: boolean): Response {
  if (!isSafeLocation(location)) throw refused(400, new URL(c.req.url).pathname);
  if (data) return c.json({ redirect: location }, 200, { "cache-control": "no-cache" });
  return c.redirect(location, permanent ? 301 : 302);
}
