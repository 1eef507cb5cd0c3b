/** Page requests: resolve the route's data, then stream the document. */
import type { Context } from "hono";
import type { BootData } from "../../ui/boot";
import { publicConfig } from "../config";
import type { AppEnv } from "../env";
import { loadSite } from "../loaders/site";
import { assetLinks } from "../render/assets";
import { renderDocument } from "../render/document";
import { resolvePage, type Resolved } from "../render/resolve-page";

export async function renderResolved(c: Context<AppEnv>, resolved: Resolved): Promise<Response> {
  const cms = c.get("cms");
  const boot: BootData = {
    assets: assetLinks,
    site: await loadSite(cms),
    page: resolved.page,
    config: publicConfig(c.get("config")),
    locale: cms.locale,
  };
  return renderDocument(boot, resolved.status, c.get("nonce"));
}

export async function pageRoute(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  return renderResolved(c, await resolvePage(url, c.get("cms"), c.get("config")));
}
