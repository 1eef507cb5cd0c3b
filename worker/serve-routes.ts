/** Page requests: each route of the table mounted on Hono's router, in each language; its data loaded, then the document streamed. */
import type { Context, Hono } from "hono";
import type { Locale } from "../core/constants";
import type { AppEnv } from "./env";
import { loadChrome } from "./loaders/chrome";
import { errorResolved, loadPage } from "./router/load";
import { definedParams, MOUNTED } from "./router/match";
import { pageCache } from "./middleware/page-cache";
import { renderPage } from "./render/page";

type Mounted = (typeof MOUNTED)[number];

const pageRoute = (route: Mounted["route"], locale: Locale) => async (c: Context<AppEnv>) => {
  const chrome = loadChrome(c.get("cms"));
  const url = new URL(c.req.url);
  const match = { name: route.name, layout: route.layout, path: url.pathname, locale, params: definedParams(c.req.param()) };
  const resolved = await loadPage(match, url, c.get("cms"), c.get("config"));
  if (resolved.redirect) return c.redirect(resolved.redirect.location, resolved.redirect.status);
  return renderPage(c, resolved, { chrome });
};

/** Every page route, cached; then any other GET, the 404 page (cached too: no CMS call for an address made up twice). */
export function serveRoutes(app: Hono<AppEnv>) {
  for (const { route, locale, pattern } of MOUNTED) app.get(pattern, pageCache({ route: route.name }), pageRoute(route, locale));
  app.get("*", pageCache(), async (c) => renderPage(c, errorResolved(new URL(c.req.url).pathname, 404, c.get("cms").locale)));
}
