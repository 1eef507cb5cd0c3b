/** Security headers on every answer; HTML gets a CSP whose scripts are allowed by the request's nonce only. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { TAG_MANAGER_ORIGINS } from "../../render/tag-manager";

/**
 * `tagManager`: GTM_ID is set, so its hosts may be fetched from (img-src and connect-src).
 * `ancestors`: other origins that may frame the page (the CMS admin, for an editor's preview).
 * `media`: where the CMS's media live when that is not the site (MEDIA_URL's origin, a bucket or its CDN).
 */
export function contentSecurityPolicy(nonce: string, frameOrigins: string[], tagManager = false, ancestors: string[] = [], media: string[] = []): string {
  const tags = tagManager ? ` ${TAG_MANAGER_ORIGINS.join(" ")}` : "";
  const mediaOrigins = media.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${mediaOrigins}${tags}`,
    "font-src 'self'",
    `connect-src 'self'${tags}`,
    `frame-src 'self' ${frameOrigins.join(" ")}`.trim(),
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self' https:",
    `frame-ancestors 'self' ${ancestors.join(" ")}`.trim(),
  ].join("; ");
}

const originOf = (url: string) => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("x-content-type-options", "nosniff");
    headers.set("referrer-policy", "strict-origin-when-cross-origin");
    headers.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
    if (headers.get("content-type")?.startsWith("text/html")) {
      const config = c.get("config");
      // Strapi's admin shows a preview in its own frame; every other answer stays unframable by other sites.
      const ancestors = c.get("preview") ? originOf(config.CMS_ADMIN_ORIGIN || config.CMS_URL) : [];
      const media = originOf(config.MEDIA_URL);
      headers.set("content-security-policy", contentSecurityPolicy(c.get("nonce"), originOf(config.GROUP_FOOTER_URL), Boolean(config.GTM_ID), ancestors, media));
      // X-Frame-Options cannot name another origin: a preview relies on frame-ancestors alone.
      if (ancestors.length === 0) headers.set("x-frame-options", "SAMEORIGIN");
    }
  });
