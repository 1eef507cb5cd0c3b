/** Cached CMS answers in the Cache API, keyed by CMS URL + locale + content version, with their fetch time. */

const STORED_AT = "x-cms-stored-at";
/** Every entry carries this tag so a zone purge by tag drops them all at once. */
export const CMS_CACHE_TAG = "cms";

/** The data centre's cache (the DOM typings in tsconfig hide workerd's `caches.default`). */
export const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

export interface CachedAnswer {
  body: unknown;
  storedAtMs: number;
}

/** A synthetic, never-fetched URL: the Cache API wants an http(s) request as key. */
function keyOf(kind: string, cmsUrl: string, locale: string, version?: string): Request {
  const key = new URL(`https://cms-cache.invalid/${kind}`);
  if (version !== undefined) key.searchParams.set("v", version);
  key.searchParams.set("locale", locale);
  key.searchParams.set("url", cmsUrl);
  return new Request(key.toString(), { method: "GET" });
}

/** Where reads look: a webhook's version bump makes every one of them miss. */
export const cacheKey = (cmsUrl: string, locale: string, version: string) => keyOf("answer", cmsUrl, locale, version);

/** The last good answer whatever the version: served only when the CMS fails (stale-if-error survives a purge). */
export const lastGoodKey = (cmsUrl: string, locale: string) => keyOf("last-good", cmsUrl, locale);

export async function readCached(cache: Cache, key: Request): Promise<CachedAnswer | null> {
  const res = await cache.match(key);
  if (!res) return null;
  const storedAtMs = Number(res.headers.get(STORED_AT));
  const body: unknown = await res.json().catch(() => undefined);
  return body === undefined || !Number.isFinite(storedAtMs) ? null : { body, storedAtMs };
}

/** Kept for the whole fresh + stale window; past it the Cache API drops the entry itself. */
export async function writeCached(cache: Cache, key: Request, body: unknown, keepSeconds: number, nowMs = Date.now()): Promise<void> {
  const res = new Response(JSON.stringify(body), {
    headers: {
      "content-type": "application/json",
      "cache-control": `public, max-age=${Math.max(1, keepSeconds)}`,
      "cache-tag": CMS_CACHE_TAG,
      [STORED_AT]: String(nowMs),
    },
  });
  await cache.put(key, res);
}
