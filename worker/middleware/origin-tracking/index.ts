/**
 * Pipeline stage 4: the marketing origin of a landing, computed at the edge so it is known
 * without JavaScript, stored in the tracking cookies and, when bound, counted in Analytics Engine with
 * the visitor's country and data centre. Cookies are added to this answer only, after the page stage,
 * so a cached page never carries them. Where consent is required, the cookies follow the visitor's yes to
 * advertising; without it every landing from outside is still counted, as an anonymous data point (no cookie,
 * no identifier: origin, medium, campaign, country, data centre, path), so the report by region goes on. Each point
 * says whether the visitor had said yes to advertising; a yes given later on the landing's page is counted by the
 * consent form (worker/endpoints/consent.ts).
 */
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { CONSENT_COOKIE, parseConsent } from "../../../core/consent";
import { marketingOrigin, replacesStoredOrigin, trackingCookies } from "../../../core/origin";
import type { AppEnv } from "../../env";
import { recordLanding } from "./record";

export const originTracking = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    // Only pages: /api, files and redirects are not landings.
    if (c.req.method !== "GET" || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
    // An editor previewing drafts (sent from the CMS admin) is no visitor landing.
    if (c.get("preview")) return;
    const url = new URL(c.req.url);
    const found = marketingOrigin(url, c.req.header("referer"));
    if (!found) return;
    const cookies = getCookie(c);
    // where consent is not asked there is nothing to refuse: the origin is kept as the spec has it
    const yes = !c.get("config").CONSENT_REQUIRED || !!parseConsent(cookies[CONSENT_COOKIE])?.advertising;
    recordLanding(c, found, url.pathname, { landings: 1, yes: yes ? 1 : 0 });
    if (!yes || !replacesStoredOrigin(found, cookies)) return;
    c.res = new Response(c.res.body, c.res);
    for (const cookie of trackingCookies(found, url.protocol === "https:")) c.res.headers.append("set-cookie", cookie);
  });
