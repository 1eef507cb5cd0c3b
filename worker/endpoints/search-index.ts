/**
 * GET /recherche/index.json (and /en/…): the site search's index for instant results in the browser, built from the
 * same documents with the same options as the server's. Cached like a page, under the content version: a publish
 * gives a new one.
 */
import type { Context } from "hono";
import { parisDay } from "../../core/dates";
import { localePath } from "../../core/locale";
import { BROWSER_INDEX_PATH } from "../../core/search";
import type { AppEnv } from "../env";
import { browserIndex, siteIndex } from "../search";

export const SEARCH_INDEX_PATHS = [localePath("fr", BROWSER_INDEX_PATH), localePath("en", BROWSER_INDEX_PATH)];

export async function searchIndexRoute(c: Context<AppEnv>): Promise<Response> {
  const cms = c.get("cms");
  const site = await siteIndex(cms, c.get("config"), cms.locale, parisDay(new Date()));
  return c.body(browserIndex(site), 200, { "content-type": "application/json; charset=utf-8" });
}
