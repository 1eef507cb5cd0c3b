/** Page requests: resolve the route's data, then stream the document. */
import type { Context } from "hono";
import { guessDevice } from "../../core/device";
import type { BootData } from "../../ui/boot";
import { publicConfig } from "../config";
import type { AppEnv } from "../env";
import { loadSite, type SiteData } from "../loaders/site";
import { assetLinks } from "../render/assets";
import { renderDocument } from "../render/document";
import { resolvePage, type Resolved } from "../render/resolve-page";

/** `site` is passed when its loading was started beside the page's own. */
export async function renderResolved(c: Context<AppEnv>, resolved: Resolved, site?: Promise<SiteData>): Promise<Response> {
  const cms = c.get("cms");
  const boot: BootData = {
    assets: assetLinks,
    site: await (site ?? loadSite(cms)),
    page: resolved.page,
    config: publicConfig(c.get("config")),
    locale: cms.locale,
    device: guessDevice(c.req.header("user-agent")),
  };
  return renderDocument(boot, resolved.status, c.get("nonce"));
}

export async function pageRoute(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const site = loadSite(c.get("cms"));
  const resolved = await resolvePage(url, c.get("cms"), c.get("config"));
  if (resolved.redirect) return c.redirect(resolved.redirect.location, resolved.redirect.status);
  return renderResolved(c, resolved, site);
}
