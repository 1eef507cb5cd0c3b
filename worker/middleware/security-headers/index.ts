/**
 * Security headers on every answer (worker/middleware/security-headers/policy.ts says which); HTML gets a CSP
 * whose scripts are allowed by the request's nonce only, and a Cache-Control when its route set none; any other
 * answer a CSP that allows nothing.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { contentSecurityPolicy, EVERY_ANSWER, HTML_ANSWER, NON_HTML_POLICY, strictTransportSecurity } from "./policy";

const originOf = (url: string) => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/** A space-separated list of https origins (CRM_ORIGINS), each as its origin; anything else left out. */
const httpsOrigins = (value: string) => value.split(/\s+/).flatMap(originOf).filter((origin) => origin.startsWith("https://"));

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(EVERY_ANSWER)) headers.set(name, value);
    const config = c.get("config");
    const hsts = config && strictTransportSecurity(config.HSTS_MAX_AGE);
    if (hsts) headers.set("strict-transport-security", hsts);
    if (!headers.get("content-type")?.startsWith("text/html")) {
      if (!headers.has("content-security-policy")) headers.set("content-security-policy", NON_HTML_POLICY);
      return;
    }
    for (const [name, value] of Object.entries(HTML_ANSWER)) headers.set(name, value);
    // A page may be kept by the browser but asked again each time (the worker's page cache shares it); an error never.
    if (!headers.has("cache-control")) headers.set("cache-control", c.res.status === 200 ? "no-cache" : "no-store");
    if (!config) return;
    // Strapi's admin shows a preview in its own frame; every other answer stays unframable by other sites.
    const ancestors = c.get("preview") ? originOf(config.CMS_ADMIN_ORIGIN || config.CMS_URL) : [];
    const policy = contentSecurityPolicy({
      nonce: c.get("nonce"),
      frameOrigins: originOf(config.GROUP_FOOTER_URL),
      formOrigins: httpsOrigins(config.CRM_ORIGINS),
      tagManager: Boolean(config.GTM_ID),
      ancestors,
    });
    headers.set("content-security-policy", policy);
    // X-Frame-Options cannot name another origin: a preview relies on frame-ancestors alone.
    if (ancestors.length === 0) headers.set("x-frame-options", "SAMEORIGIN");
  });
