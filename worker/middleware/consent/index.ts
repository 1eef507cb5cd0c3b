/**
 * The consent banner, on the way out: every cached page carries it, so one copy serves every visitor; a visitor
 * whose choice is stored gets it hidden here (HTMLRewriter, streaming, only for those who chose), after the page
 * cache, so the cache never splits by choice. Without a script the footer's link still shows it (CSS :target).
 */
import { createMiddleware } from "hono/factory";
import { getCookie } from "hono/cookie";
import { CONSENT_BANNER_ID, CONSENT_COOKIE, parseConsent } from "../../../core/consent";
import type { AppEnv } from "../../env";

export const consentBanner = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.get("config")?.CONSENT_REQUIRED || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
    if (!parseConsent(getCookie(c, CONSENT_COOKIE))) return;
    const rewriter = new HTMLRewriter().on(`#${CONSENT_BANNER_ID}`, {
      element(banner) {
        banner.setAttribute("hidden", "");
      },
    });
    c.res = rewriter.transform(c.res);
  });
