/** What the three URL stages share: which requests they look at, and how a redirect is answered. */
import { refused } from "../../../core/errors";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { isSafeLocation } from "./location";

/** Paths the URL rules leave alone: the pop-in's API and the CMS webhook read their own paths. */
const MACHINE_PATH = /^\/(?:api|__cms)(?:\/|$)/;

/** The address of a GET or HEAD of a page, else null: a redirect of anything else would change what the client sends. */
export function pageRequest(c: Context<AppEnv>): URL | null {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return null;
  const url = new URL(c.req.url);
  return MACHINE_PATH.test(url.pathname) ? null : url;
}

/** A 301 when permanent, else a 302; never to a location that could name another host. */
export function redirectAnswer(c: Context<AppEnv>, location: string, permanent: boolean): Response {
  if (!isSafeLocation(location)) throw refused(400, new URL(c.req.url).pathname);
  return c.redirect(location, permanent ? 301 : 302);
}
