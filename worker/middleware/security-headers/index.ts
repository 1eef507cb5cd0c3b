/**
 * Security headers on every answer (worker/middleware/security-headers/policy.ts says which); HTML gets a CSP
 * whose scripts are allowed by the request's nonce only, and a Cache-Control when its route set none; any other
 * answer a CSP that allows nothing.
 */
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { crmOrigins } from "../../config/crm-origins";
import type { AppEnv } from "../../env";
import { contentSecurityPolicy, EVERY_ANSWER, htmlAnswer, NON_HTML_POLICY, strictTransportSecurity } from "./policy";

const originOf = (url: string) => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

const everyAnswer = secureHeaders(EVERY_ANSWER);
const htmlOwnAnswer = secureHeaders(htmlAnswer(false));
const htmlFramedAnswer = secureHeaders(htmlAnswer(true));
/** hono's middleware, run on the answer already made: its headers are set once the handler is done, as in the chain. */
const onAnswer = (headers: typeof everyAnswer, c: Parameters<typeof everyAnswer>[0]) => headers(c, async () => {});

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    await onAnswer(everyAnswer, c);
    const headers = c.res.headers;
    const config = c.get("config");
    // Ours, not hono's option: its max-age is the environment's (0 switches it off on preview hosts), read per request.
    const hsts = config && strictTransportSecurity(config.HSTS_MAX_AGE);
    if (hsts) headers.set("strict-transport-security", hsts);
    if (!headers.get("content-type")?.startsWith("text/html")) {
      if (!headers.has("content-security-policy")) headers.set("content-security-policy", NON_HTML_POLICY);
      return;
    }
    // A page may be kept by the browser but asked again each time (the worker's page cache shares it); an error never.
    if (!headers.has("cache-control")) headers.set("cache-control", c.res.status === 200 ? "no-cache" : "no-store");
    // Strapi's admin shows a preview in its own frame; every other answer stays unframable by other sites.
    const ancestors = config && c.get("preview") ? originOf(config.CMS_ADMIN_ORIGIN || config.CMS_URL) : [];
    await onAnswer(ancestors.length ? htmlFramedAnswer : htmlOwnAnswer, c);
    if (!config) return;
    const policy = contentSecurityPolicy({
      nonce: c.get("nonce"),
      frameOrigins: originOf(config.GROUP_FOOTER_URL),
      // the CMS's media: on its own origin, or in its bucket (MEDIA_URL), whose URLs Strapi writes whole
      imageOrigins: [...originOf(config.CMS_URL), ...originOf(config.MEDIA_URL)],
      formOrigins: crmOrigins(config),
      tagManager: Boolean(config.GTM_ID),
      ancestors,
    });
    headers.set("content-security-policy", policy);
  });
