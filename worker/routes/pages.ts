/** Page requests: resolve the route's data, then stream the document. */
import type { Context } from "hono";
import { guessDevice } from "../../core/device";
import type { PopinState } from "../../core/popin";
import type { BootData } from "../../ui/boot";
import { publicConfig } from "../config";
import type { AppEnv } from "../env";
import { loadSite, type SiteData } from "../loaders/site";
import { assetLinks } from "../render/assets";
import { renderDocument } from "../render/document";
import { resolvePage, type Resolved } from "../render/resolve-page";
import { popinFromQuery } from "./popin-confirm-form";

/** `site` is passed when its loading was started beside the page's own; `popin` when the pop-in is rendered open. */
export async function renderResolved(c: Context<AppEnv>, resolved: Resolved, site?: Promise<SiteData>, popin?: Promise<PopinState>): Promise<Response> {
  const cms = c.get("cms");
  const boot: BootData = {
    assets: assetLinks,
    site: await (site ?? loadSite(cms)),
    page: resolved.page,
    config: publicConfig(c.get("config")),
    locale: cms.locale,
    popin: await (popin ?? popinFromQuery(c, resolved.page.route)),
    device: guessDevice(c.req.header("user-agent")),
  };
  return renderDocument(boot, resolved.status, c.get("nonce"), c.get("config").GTM_ID);
}

export async function pageRoute(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const site = loadSite(c.get("cms"));
  const resolved = await resolvePage(url, c.get("cms"), c.get("config"));
  if (resolved.redirect) return c.redirect(resolved.redirect.location, resolved.redirect.status);
  return renderResolved(c, resolved, site);
}
