/**
 * Per-request services: the parsed configuration, the CSP nonce, the visitor's device, whether an editor
 * previews drafts, and a CMS client in the page's locale (reading drafts in preview); on the way out, a
 * Server-Timing entry saying what the CMS cache did.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Locale } from "../../../core/constants";
import { guessDevice } from "../../../core/device";
import { SiteError } from "../../../core/errors";
import { splitLocale } from "../../../core/locale";
import { createCmsClient } from "../../cms/client";
import { readConfig } from "../../config";
import { productionProblems } from "../../config/production";
import type { AppEnv } from "../../env";
import { createNonce } from "../../render/nonce";
import { readPreviewSession } from "../preview/session";

/**
 * The request's language, English only where English is switched on: a page under /en,
 * the pop-in's /api calls by their `?locale=`, the no-JS pop-in form by the page it was sent from.
 */
function localeOf(url: URL, englishEnabled: boolean): Locale {
  if (!englishEnabled) return "fr";
  if (/^\/api(?:\/|$)/.test(url.pathname)) return url.searchParams.get("locale") === "en" ? "en" : "fr";
  const path = url.pathname === "/crm/confirm" ? (url.searchParams.get("from") ?? "/") : url.pathname;
  return splitLocale(path).locale;
}

export const requestContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const config = readConfig(c.env);
    c.set("config", config);
    c.set("nonce", createNonce());
    c.set("device", guessDevice(c.req.header("user-agent")));
    // A production deploy on a published secret, or without its canonical host, serves nothing:
    // each request is a 503 whose log names the variables.
    const unsafe = productionProblems(config);
    if (unsafe.length) throw new SiteError({ scope: "config", source: "ENVIRONMENT=production", statusCode: 503, errorText: unsafe.join("; ") });
    const previewSession = await readPreviewSession(c, config.PREVIEW_SECRET);
    const preview = previewSession !== null;
    c.set("previewSession", previewSession);
    c.set("preview", preview);
    const locale = localeOf(new URL(c.req.url), config.ENGLISH_ENABLED);
    const cms = createCmsClient({ config, kv: c.env.CMS_KV, locale, drafts: preview, waitUntil: (work) => keepRunning(c, work) });
    c.set("cms", cms);
    await next();
    const timing = cms.serverTiming();
    if (timing) c.header("server-timing", timing, { append: true });
  });

/** Work that outlives the response (cache writes, background refreshes); without an execution context it simply runs on. */
export function keepRunning(c: Context<AppEnv>, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // Hono throws when called without one (bare app.request in tests): the promise still settles by itself.
  }
}
