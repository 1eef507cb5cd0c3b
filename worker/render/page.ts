/** A resolved page drawn as the HTML document: everything the server renders from, of which the islands get their part. */
import type { Context } from "hono";
import { POPIN_QUERY, type PopinState } from "../../core/popin";
import { publicConfig } from "../config/schema";
import type { ChromeData, DocumentData } from "../../contract/page";
import type { AppEnv } from "../env";
import { loadChrome } from "../loaders/chrome";
import { popinFromQuery } from "../loaders/popin";
import type { Resolved } from "../router/load";
import { assetLinks } from "./assets";
import { renderDocument } from "./document";

interface Extras {
  /** The chrome's data when its loading was started beside the page's own. */
  chrome?: Promise<ChromeData>;
  /** A pop-in rendered open; else the one a `?popin=` link asks for, if any. */
  popin?: Promise<PopinState>;
}

export async function renderPage(c: Context<AppEnv>, resolved: Resolved, extras: Extras = {}): Promise<Response> {
  const cms = c.get("cms");
  const preview = c.get("preview");
  const { page } = resolved;
  const data: DocumentData = {
    assets: assetLinks,
    chrome: await (extras.chrome ?? loadChrome(cms)),
    // Drafts are never for search engines (the preview stage also says so in a header).
    page: preview ? { ...page, head: { ...page.head, noindex: true } } : page,
    config: publicConfig(c.get("config")),
    locale: cms.locale,
    popin: await (extras.popin ?? popinFromQuery(cms, c.req.query(POPIN_QUERY), resolved.page.route)),
    device: c.get("device"),
    preview,
  };
  const { GTM_ID, CONSENT_REQUIRED } = c.get("config");
  return renderDocument(data, resolved.body ?? null, resolved.status, c.get("nonce"), { id: GTM_ID, consentRequired: CONSENT_REQUIRED });
}
