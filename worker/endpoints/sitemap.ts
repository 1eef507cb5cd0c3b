/**
 * GET /sitemap.xml: every page of the site from the CMS. Past the protocol's limits it becomes the
 * index of /sitemap-1.xml, /sitemap-2.xml…, each file within them.
 */
import type { Context } from "hono";
import { parisDay } from "../../core/dates";
import type { AppEnv } from "../env";
import { loadSite } from "../loaders/site";
import { SITEMAP_LIMITS, latest, sitemapIndexXml, splitSitemap, urlsetXml, type SitemapLimits } from "../seo/sitemap";
import { sitemapEntries } from "../seo/sitemap-entries";
import { fileNotFound } from "./missing-file";

export const SITEMAP_PATH = "/sitemap.xml";
/** The files of a split sitemap: /sitemap-1.xml… (Hono path with the part's number as a parameter). */
export const SITEMAP_PART_PATH = "/:file{sitemap-[0-9]+\\.xml}";

const partPath = (n: number) => `/sitemap-${n}.xml`;

const xml = (c: Context<AppEnv>, body: string) => c.body(body, 200, { "content-type": "application/xml; charset=utf-8" });

/** The handler of both paths; tests give it small limits to see the index. */
export const sitemapRoute = (limits: SitemapLimits = SITEMAP_LIMITS) => async (c: Context<AppEnv>): Promise<Response> => {
  const request = new URL(c.req.url);
  const { CMS_PREFIX, ENGLISH_ENABLED } = c.get("config");
  const cms = c.get("cms");
  const { origin } = await loadSite(cms, c.get("config"), request);
  const entries = await sitemapEntries({ cms, prefix: CMS_PREFIX, today: parisDay(new Date()), englishEnabled: ENGLISH_ENABLED, origin });
  const files = splitSitemap(entries, limits);
  if (request.pathname === SITEMAP_PATH) {
    if (files.length === 1) return xml(c, urlsetXml(files[0]!));
    return xml(c, sitemapIndexXml(files.map((file, i) => ({ loc: new URL(partPath(i + 1), origin).href, lastmod: latest(file.map((e) => e.lastmod)) }))));
  }
  const n = Number(request.pathname.match(/\d+/)?.[0]);
  const file = files.length > 1 ? files[n - 1] : undefined;
  return file ? xml(c, urlsetXml(file)) : fileNotFound(c);
};
