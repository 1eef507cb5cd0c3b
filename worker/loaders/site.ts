/** The site's own address: what canonical links, structured data, the sitemap, feeds and robots.txt name. */
import type { WebsiteSettings } from "../../content/model/settings";
import { websiteSettings } from "../cms/calls/settings";
import type { CmsClient } from "../cms/client";

export interface Site {
  origin: string;
  settings: WebsiteSettings | null;
}

/**
 * The CMS's siteUrl, the address the school declares, when it is a web address; otherwise the
 * request's own origin (which the URL stages have already put on CANONICAL_HOST when it is set).
 */
export function siteOrigin(siteUrl: string | null | undefined, request: URL): string {
  if (siteUrl && URL.canParse(siteUrl)) {
    const url = new URL(siteUrl);
    if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
  }
  return request.origin;
}

/** The settings are the chrome's own call: made once per request, cached like every CMS answer. */
export async function loadSite(cms: CmsClient, request: URL): Promise<Site> {
  const settings = await cms.silent(websiteSettings());
  return { origin: siteOrigin(settings?.siteUrl, request), settings };
}
