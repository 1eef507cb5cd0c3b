/** /_data/<path>: the same page state as the HTML, as JSON, for client navigations. */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { resolvePage } from "../loaders/resolve";

export async function dataRoute(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  url.pathname = url.pathname.slice("/_data".length) || "/";
  const { page, status, redirect } = await resolvePage(url, c.get("cms"), c.get("config"));
  if (redirect) return c.json({ redirect: redirect.location }, 200, { "cache-control": "no-cache" });
  if (page.error) return c.json({ statusCode: page.error.statusCode, errorText: page.error.message }, status as 404);
  return c.json(page, 200, { "cache-control": "no-cache" });
}
