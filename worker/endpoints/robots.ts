/** GET /robots.txt: what crawlers may read, and the sitemap's absolute address on the site's origin. */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { loadSite } from "../loaders/site";
import { SITEMAP_PATH } from "./sitemap";

/** The pop-in's lookups are for the site's own scripts, not for search results. */
const DISALLOWED = ["/api/"];

export async function robotsRoute(c: Context<AppEnv>): Promise<Response> {
  const { origin } = await loadSite(c.get("cms"), c.get("config"), new URL(c.req.url));
  const lines = ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${new URL(SITEMAP_PATH, origin).href}`, ""];
  return c.text(lines.join("\n"));
}
