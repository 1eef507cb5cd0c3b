/**
 * Whole pages and /_data answers, shared between anonymous visitors per data centre: keyed by URL,
 * content version, locale and device; fresh for CMS_FRESH_SECONDS; a publish (version bump) misses at
 * once. Only answers built from fresh CMS data are stored, nothing that sets a cookie and nothing of an
 * editor's preview. Each hit gets the request's own CSP nonce in place of the one it was rendered
 * with, so nonces are never shared.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { guessDevice } from "../../../core/device";
import { freshnessOf } from "../../cms/cache/freshness";
import { edgeCache } from "../../cms/cache/store";
import { buildId } from "../../render/assets";
import type { AppEnv } from "../../env";
import { keepRunning } from "../request-context";
import { pageCacheKey } from "./key";

const STORED_AT = "x-page-stored-at";
/** The nonce a stored page was rendered with: 128 random bits, which cannot occur in a page by chance. */
const STORED_NONCE = "x-page-nonce";
const KEPT_HEADERS = ["content-type", "content-language"];

const timing = (c: Context<AppEnv>, outcome: "hit" | "miss" | "bypass") =>
  c.header("server-timing", `page;desc="${outcome}"`, { append: true });

/** A string replacement of the nonce: on a hit, far cheaper than a streaming HTML rewriter over the whole page. */
async function servedFromCache(hit: Response, nonce: string): Promise<Response> {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = hit.headers.get(name);
    if (value) headers.set(name, value);
  }
  const stored = hit.headers.get(STORED_NONCE);
  if (!stored || !headers.get("content-type")?.startsWith("text/html")) return new Response(hit.body, { status: 200, headers });
  return new Response((await hit.text()).replaceAll(stored, nonce), { status: 200, headers });
}

function storable(res: Response, freshSeconds: number, nonce: string): [forVisitor: Response, forCache: Response] | null {
  if (res.status !== 200 || !res.body || res.headers.has("set-cookie")) return null;
  const [toVisitor, toCache] = res.body.tee();
  const headers = new Headers({
    "cache-control": `public, max-age=${Math.max(1, freshSeconds)}`,
    [STORED_AT]: String(Date.now()),
    [STORED_NONCE]: nonce,
  });
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return [new Response(toVisitor, res), new Response(toCache, { status: 200, headers })];
}

/** `perDevice: false` for answers that are the same on every device (sitemap, feeds, robots.txt): one entry, not three. */
export const pageCache = ({ perDevice = true } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { CMS_FRESH_SECONDS: freshSeconds, CMS_URL, ENGLISH_ENABLED } = c.get("config");
    if (c.req.method !== "GET" || freshSeconds === 0) return next();
    // An editor's preview shows drafts: never answered from the shared cache, never stored in it.
    if (c.get("preview")) {
      await next();
      return timing(c, "bypass");
    }
    const cms = c.get("cms");
    const key = pageCacheKey(new URL(c.req.url), {
      // Switching English on or off changes every page (language links, hreflang): never a page of the other setting.
      release: `${buildId}@${CMS_URL}${ENGLISH_ENABLED ? "+en" : ""}`,
      version: await cms.contentVersion(),
      locale: cms.locale,
      device: perDevice ? guessDevice(c.req.header("user-agent")) : null,
    });
    if (!key) return next();

    const cache = edgeCache();
    const hit = await cache.match(key).catch(() => undefined);
    if (hit && freshnessOf(Number(hit.headers.get(STORED_AT)), Date.now(), { freshSeconds, staleSeconds: 0 }) === "fresh") {
      c.res = await servedFromCache(hit, c.get("nonce"));
      return timing(c, "hit");
    }

    await next();
    // Stale CMS data must not outlive its own window by being frozen into a page.
    const outcome = cms.cacheOutcome();
    const pair = outcome === "hit-stale" || outcome === "stale-if-error" ? null : storable(c.res, freshSeconds, c.get("nonce"));
    if (!pair) return timing(c, "bypass");
    c.res = pair[0];
    keepRunning(c, cache.put(key, pair[1]).catch((error) => console.warn("Page cache write failed:", String(error))));
    timing(c, "miss");
  });
