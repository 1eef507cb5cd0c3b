/**
 * The security headers' one source: the CSP and the fixed headers of every answer, for pages (the worker, per
 * request) and for static HTML files (dist/client/_headers, written by the build from this module). The fixed headers
 * are hono's secure-headers options, written by hono in both places; the CSP is ours, since it depends on the answer's
 * kind and the request (its nonce, the configuration's origins, an editor's preview) and a static file's style hashes.
 */
import type { secureHeaders } from "hono/secure-headers";
import { TAG_MANAGER_ORIGINS } from "../../render/tag-manager";

interface PolicyOptions {
  /** The request's script nonce; a static file has none and runs no script. */
  nonce?: string;
  /** Hashes ("sha256-…") of a static file's own <style> elements. */
  styleHashes?: string[];
  /** Frames the page may show (the group footer). */
  frameOrigins?: string[];
  /** Where images may come from besides the site: the CMS's media. */
  imageOrigins?: string[];
  /** Where a form may lead, redirects included: the CRM forms /crm/confirm sends to. */
  formOrigins?: string[];
  /** GTM_ID is set: its hosts may be fetched from (img-src and connect-src). */
  tagManager?: boolean;
  /** Other origins that may frame the page (the CMS admin, for an editor's preview). */
  ancestors?: string[];
}

const list = (first: string, rest: string[] = []) => [first, ...rest].join(" ");

export function contentSecurityPolicy({ nonce, styleHashes = [], frameOrigins = [], imageOrigins = [], formOrigins = [], tagManager = false, ancestors = [] }: PolicyOptions): string {
  const tags = tagManager ? TAG_MANAGER_ORIGINS : [];
  return [
    "default-src 'self'",
    nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'none'",
    // No <style> element but the site's stylesheets (and a static file's own, by hash), and no style attribute in
    // markup: the few numbers the stylesheet needs come from core/constants at build time (vite.config.ts).
    list("style-src 'self'", styleHashes.map((hash) => `'${hash}'`)),
    "style-src-attr 'none'",
    list("img-src 'self' data:", [...imageOrigins, ...tags]),
    "font-src 'self'",
    list("connect-src 'self'", tags),
    list("frame-src 'self'", frameOrigins),
    "base-uri 'none'",
    "object-src 'none'",
    list("form-action 'self'", formOrigins),
    list("frame-ancestors 'self'", ancestors),
  ].join("; ");
}

/** What hono's secure-headers takes (the package names the type without exporting it). */
type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** hono's secure-headers options with every header it would write by default switched off: each header below is chosen. */
const NONE_BUT_CHOSEN = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
} as const satisfies SecureHeadersOptions;

/** Every answer: no MIME sniffing, a short referrer, no powerful features. */
export const EVERY_ANSWER: SecureHeadersOptions = {
  ...NONE_BUT_CHOSEN,
  xContentTypeOptions: "nosniff",
  referrerPolicy: "strict-origin-when-cross-origin",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
};

/**
 * The CSP of every other answer the worker makes (JSON, the sitemap's and feeds' XML, text, redirects): they load
 * nothing and are framed by no one, so an XML document opened directly could run no script even if text the CMS
 * wrote got into it unescaped. An answer with a policy of its own (a proxied upload) keeps it.
 */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every HTML answer besides its CSP: its own browsing context group, readable by this site only, and unframable by
 * other sites (an editor's preview, framed by the CMS's admin, leaves out X-Frame-Options: it cannot name an origin).
 */
export const htmlAnswer = (framedByOthers: boolean): SecureHeadersOptions => ({
  ...NONE_BUT_CHOSEN,
  crossOriginOpenerPolicy: "same-origin",
  crossOriginResourcePolicy: "same-origin",
  xFrameOptions: framedByOthers ? false : "SAMEORIGIN",
});

/** HSTS for `maxAgeS` seconds, null when switched off (HSTS_MAX_AGE=0: preview hosts, plain-http runs). */
export const strictTransportSecurity = (maxAgeS: number) => (maxAgeS > 0 ? `max-age=${maxAgeS}` : null);
