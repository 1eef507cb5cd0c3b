/**
 * Per-request services: the parsed configuration, the CSP nonce, whether an editor previews drafts, and a
 * CMS client in the page's locale (reading drafts in preview); on the way out, a Server-Timing entry saying
 * what the CMS cache did.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Locale } from "../../../core/constants";
import { createCmsClient } from "../../cms/client";
import { readConfig } from "../../config";
import type { AppEnv } from "../../env";
import { createNonce } from "../../render/nonce";
import { inPreview } from "../preview/session";

/** English content only where English is switched on and the path is under /en. */
export function localeOf(pathname: string, englishEnabled: boolean): Locale {
  const path = pathname.replace(/^\/_data(?=\/)/, "");
  return englishEnabled && (path === "/en" || path.startsWith("/en/")) ? "en" : "fr";
}

export const requestContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const config = readConfig(c.env);
    c.set("config", config);
    c.set("nonce", createNonce());
    const preview = await inPreview(c.req.header("cookie"), config.PREVIEW_SECRET);
    c.set("preview", preview);
    const locale = localeOf(new URL(c.req.url).pathname, config.ENGLISH_ENABLED);
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
