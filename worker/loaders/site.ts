/** The site's own address: what canonical links, structured data, the sitemap, feeds and robots.txt name. */
import type { WebsiteSettings } from "../../contract/model/settings";
import type { Config } from "../config/schema";
import { websiteSettings } from "../cms/calls/settings";
import { ownOrigin } from "../config/site-origin";
import type { CmsClient } from "../cms/client";

export interface Site {
  origin: string;
  settings: WebsiteSettings | null;
}

/**
 * The CMS's siteUrl, the address the school declares, when it is a web address; otherwise the configured
 * one (worker/config/site-origin.ts: CANONICAL_HOST, never the request's Host in production).
 */
export function siteOrigin(siteUrl: string | null | undefined, configured: string): string {
  if (siteUrl && URL.canParse(siteUrl)) {
    const url = new URL(siteUrl);
    if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
  }
  return configured;
}

/** The settings are the chrome's own call: made once per request, cached like every CMS answer. */
export async function loadSite(cms: CmsClient, config: Config, request: URL): Promise<Site> {
  const settings = await cms.silent(websiteSettings());
  return { origin: siteOrigin(settings?.siteUrl, ownOrigin(config, request)), settings };
}
