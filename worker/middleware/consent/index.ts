/**
 * The consent banner, on the way out: every cached page carries it, so one copy serves every visitor; a visitor
 * whose choice is stored gets it hidden here (HTMLRewriter, streaming, only for those who chose), after the page
 * cache, so the cache never splits by choice. Without a script the footer's link still shows it (CSS :target).
 * On a landing, for a visitor without a yes to advertising, the banner's form also gets the landing's fields (what the
 * edge saw of it: core/consent-landing.ts), so that a yes given on this page records this landing's origin; such an
 * answer is the visitor's own and is never stored, by the browser or its service worker, before that yes.
 */
import { createMiddleware } from "hono/factory";
import { getCookie } from "hono/cookie";
import { html } from "hono/html";
import { CONSENT_BANNER_ID, CONSENT_COOKIE, parseConsent } from "../../../core/consent";
import { LANDING_FIELDS, landingFields, type LandingFields } from "../../../core/consent-landing";
import type { AppEnv } from "../../env";

/** Hidden inputs for the form, their values escaped by hono's html helper. */
async function landingInputs(fields: LandingFields): Promise<string> {
  const query = html`<input type="hidden" name="${LANDING_FIELDS.query}" value="${fields.query}"/>`;
  const referrer = fields.referrer === undefined ? "" : html`<input type="hidden" name="${LANDING_FIELDS.referrer}" value="${fields.referrer}"/>`;
  return `${await query}${await referrer}`;
}

export const consentBanner = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.get("config")?.CONSENT_REQUIRED || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
    const stored = parseConsent(getCookie(c, CONSENT_COOKIE));
    // only a page request is a landing, and only a visitor without a yes to advertising has a yes left to give
    const landing = c.req.method === "GET" && !c.get("preview") && !stored?.advertising ? landingFields(new URL(c.req.url), c.req.header("referer")) : null;
    if (!stored && !landing) return;
    const rewriter = new HTMLRewriter();
    if (stored) {
      rewriter.on(`#${CONSENT_BANNER_ID}`, {
        element(banner) {
          banner.setAttribute("hidden", "");
        },
      });
    }
    if (landing) {
      const inputs = await landingInputs(landing);
      rewriter.on(`#${CONSENT_BANNER_ID} input[name="retour"]`, {
        element(retour) {
          retour.after(inputs, { html: true });
        },
      });
    }
    c.res = rewriter.transform(c.res);
    if (landing) c.res.headers.set("cache-control", "private, no-store");
  });
