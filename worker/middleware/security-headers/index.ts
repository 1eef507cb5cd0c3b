/** Security headers on every answer; HTML gets a CSP whose scripts are allowed by the request's nonce only. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { TAG_MANAGER_ORIGINS } from "../../render/tag-manager";

/** `tagManager`: GTM_ID is set, so its hosts may be fetched from (img-src and connect-src). */
export function contentSecurityPolicy(nonce: string, frameOrigins: string[], tagManager = false): string {
  const tags = tagManager ? ` ${TAG_MANAGER_ORIGINS.join(" ")}` : "";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${tags}`,
    "font-src 'self'",
    `connect-src 'self'${tags}`,
    `frame-src 'self' ${frameOrigins.join(" ")}`.trim(),
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self' https:",
    "frame-ancestors 'self'",
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
      headers.set("content-security-policy", contentSecurityPolicy(c.get("nonce"), originOf(c.get("config").GROUP_FOOTER_URL), Boolean(c.get("config").GTM_ID)));
      headers.set("x-frame-options", "SAMEORIGIN");
    }
  });
