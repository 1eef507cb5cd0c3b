/**
 * Whole pages, shared between anonymous visitors per data centre: keyed by URL,
 * content version, locale and device; fresh for CMS_FRESH_SECONDS; a publish (version bump) misses at
 * once. Only answers built from fresh CMS data are stored, nothing that sets a cookie and nothing of an
 * editor's preview. HEAD reads and fills the same copies as GET. Each hit gets the request's own CSP nonce in place of the one it was rendered
 * with, so nonces are never shared. Once a copy expires, one request renders the page again while the
 * others get that copy, for at most another CMS_FRESH_SECONDS. No copy outlives the Paris day it was rendered on.
 * Behind the data centre's copies sits the global tier (KV, global-tier.ts): the same entries, read before a render.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { RouteName } from "../../../core/routes";
import { edgeCache } from "../../cms/cache/store";
import { buildId } from "../../render/assets";
import type { AppEnv } from "../../env";
import { keepRunning } from "../request-context";
import { pageCacheKey, sharedGlobally } from "./key";
import { ENTRY_FORMAT, entryAge, entryFromStored, entryOf, servedFrom, storedForm, type PageEntry } from "./entry";
import { globalPageKey, readGlobalPage, writeGlobalPage } from "./global-tier";
import { isolateTier } from "./isolate-tier";
import { renderGate } from "./render-gate";

/** A few hundred pages: little beside the 128 MB an isolate may use. */
const recent = isolateTier(8 * 1024 * 1024);
/** A second between two renders of one expired page: enough for the CMS layer to refresh what the page reads. */
const rendering = renderGate(1000);

/**
 * The entry under key: a fresh one, the isolate's own copy first, else the data centre's (then kept in the isolate
 * too); failing that, the isolate's expired copy while it is younger than twice the freshness window.
 */
async function entryUnder(cache: Cache, key: string, freshSeconds: number): Promise<{ entry: PageEntry; fresh: boolean } | null> {
  const age = (entry: PageEntry) => entryAge(entry, freshSeconds);
  const kept = recent.get(key);
  if (kept && age(kept) === "fresh") return { entry: kept, fresh: true };
  const stored = await cache.match(key).catch(() => undefined);
  const found = stored ? await entryFromStored(stored) : null;
  if (found && age(found) === "fresh") {
    recent.set(key, found);
    return { entry: found, fresh: true };
  }
  if (kept && age(kept) === "stale") return { entry: kept, fresh: false };
  recent.delete(key);
  return null;
}

/** `global`: from the global tier (KV), rendered elsewhere: no render here, no CMS call. */
const timing = (c: Context<AppEnv>, outcome: "hit" | "stale" | "global" | "miss" | "bypass") =>
  c.header("server-timing", `page;desc="${outcome}"`, { append: true });

/**
 * `perDevice: false` for answers that are the same on every device (sitemap, feeds, robots.txt): one entry, not three.
 * `route`: the page route answering, whose declared query is all of the key's (none: no query counts).
 */
export const pageCache = ({ perDevice = true, route = null }: { perDevice?: boolean; route?: RouteName | null } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { CMS_FRESH_SECONDS: freshSeconds, CMS_URL, ENGLISH_ENABLED } = c.get("config");
    // HEAD is answered as GET (Hono drops the body): from the same copies, filling them alike.
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || freshSeconds === 0) return next();
    // An editor's preview shows drafts: never answered from the shared cache, never stored in it.
    if (c.get("preview")) {
      await next();
      return timing(c, "bypass");
    }
    const cms = c.get("cms");
    const version = await cms.contentVersion();
    const url = new URL(c.req.url);
    const key = pageCacheKey(url, route, {
      // Switching English on or off changes every page (language links, hreflang): never a page of the other setting.
      release: `${buildId}@${CMS_URL}${ENGLISH_ENABLED ? "+en" : ""}/${ENTRY_FORMAT}`,
      version,
      locale: cms.locale,
      device: perDevice ? c.get("device") : null,
    });
    const cache = edgeCache();
    const found = await entryUnder(cache, key, freshSeconds);
    // An expired copy answers, unless this request is the one to render the page again.
    const answered = found && (found.fresh || !rendering.claim(key, Date.now()));
    const served = answered ? servedFrom(found.entry, c.get("nonce")) : null;
    if (found && served) {
      c.res = served;
      return timing(c, found.fresh ? "hit" : "stale");
    }

    // A route whose pages are endless (search) neither reads nor writes KV: a made-up query costs no KV operation.
    const kv = sharedGlobally(url, route) ? c.env.CMS_KV : null;
    const globalKey = kv && (await globalPageKey(version, key));
    const shared = kv && globalKey && (await readGlobalPage(kv, globalKey, freshSeconds));
    const servedShared = shared ? servedFrom(shared, c.get("nonce")) : null;
    if (shared && servedShared) {
      recent.set(key, shared);
      rendering.release(key);
      keepRunning(c, cache.put(key, storedForm(shared, freshSeconds)).catch((error) => console.warn("Page cache write failed:", String(error))));
      c.res = servedShared;
      return timing(c, "global");
    }

    await next();
    const res = c.res;
    // Stale CMS data must not outlive its own window by being frozen into a page.
    const outcome = cms.cacheOutcome();
    const storable = outcome !== "hit-stale" && outcome !== "stale-if-error" && res.status === 200 && !res.headers.has("set-cookie");
    if (!storable || !res.body) return timing(c, "bypass");
    const [toVisitor, toCache] = res.body.tee();
    c.res = new Response(toVisitor, res);
    keepRunning(
      c,
      entryOf(toCache, res, c.get("nonce"))
        .then((entry) => {
          recent.set(key, entry);
          rendering.release(key);
          return Promise.all([cache.put(key, storedForm(entry, freshSeconds)), kv && globalKey && writeGlobalPage(kv, globalKey, entry, freshSeconds)]);
        })
        .catch((error) => console.warn("Page cache write failed:", String(error))),
    );
    timing(c, "miss");
  });
