/** The data every page's chrome needs (settings, menus), loaded alongside the page's own. */
import { websiteSettings } from "../cms/calls/settings";
import type { CmsClient } from "../cms/client";

/** Chrome data is never worth an error page: a failing call leaves its part empty (spec §8). */
export async function loadSite(cms: CmsClient) {
  const settings = await cms.silent(websiteSettings());
  return { settings };
}

export type SiteData = Awaited<ReturnType<typeof loadSite>>;
