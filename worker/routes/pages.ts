/** Page requests: resolve the route's data, then stream the document. */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { loadChrome } from "../loaders/chrome";
import { resolvePage } from "../loaders/resolve";
import { renderPage } from "../render/page";

export async function pageRoute(c: Context<AppEnv>): Promise<Response> {
  const chrome = loadChrome(c.get("cms"));
  const resolved = await resolvePage(new URL(c.req.url), c.get("cms"), c.get("config"));
  if (resolved.redirect) return c.redirect(resolved.redirect.location, resolved.redirect.status);
  return renderPage(c, resolved, { chrome });
}
