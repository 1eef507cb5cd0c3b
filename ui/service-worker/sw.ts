/**
 * The service worker (/sw.js), built by its own entry (vite.sw.config.ts) with this build's file list:
 * precaches the app shell and the offline page; network-first for pages (the last good
 * copy when offline, else the offline page; answers marked no-store are never kept), cache-first for hashed /assets/; never touches /api,
 * /crm/confirm or the webhook. Caches are named by version, older ones deleted on activate.
 */

/** Set by the build from the client manifest. */
declare const __PRECACHE__: string;
declare const __SW_VERSION__: string;
declare const __OFFLINE_PAGE__: string;

const sw = self as unknown as ServiceWorkerGlobalScope;

const shellCache = `shell-${__SW_VERSION__}`;
const pagesCache = `pages-${__SW_VERSION__}`;
const PAGES_KEPT = 40;
const NEVER_CACHED = /^\/(?:api|crm\/confirm|__cms)(?:\/|$)/;

sw.addEventListener("install", (event) => {
  event.waitUntil(caches.open(shellCache).then((cache) => cache.addAll(JSON.parse(__PRECACHE__) as string[])).then(() => sw.skipWaiting()));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== shellCache && name !== pagesCache).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  );
});

/** Hashed files never change: the cache answers, the network fills it once. */
function cacheFirst(event: FetchEvent): Promise<Response> {
  return caches.match(event.request).then(
    (hit) =>
      hit ??
      fetch(event.request).then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(shellCache).then((cache) => cache.put(event.request, copy)));
        }
        return response;
      }),
  );
}

/** Keeps the newest pages only, so the cache stays small on a phone. */
async function remember(request: Request, response: Response) {
  const cache = await caches.open(pagesCache);
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - PAGES_KEPT)).map((key) => cache.delete(key)));
}

/** Ours, successful, and not marked no-store (an editor's preview of drafts must not outlive it). */
const keepable = (response: Response) => response.ok && response.type === "basic" && !/no-store/i.test(response.headers.get("cache-control") ?? "");

/** Pages: fresh when online, the last good copy (or the offline page) when not. */
function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  return fetch(request)
    .then((response) => {
      if (keepable(response)) event.waitUntil(remember(request, response.clone()));
      return response;
    })
    .catch(async (error: unknown) => {
      const hit = await caches.match(request);
      if (hit) return hit;
      if (request.mode === "navigate") return (await caches.match(__OFFLINE_PAGE__)) ?? Response.error();
      throw error;
    });
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== sw.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (url.pathname.startsWith("/assets/")) return event.respondWith(cacheFirst(event));
  if (request.mode === "navigate") return event.respondWith(networkFirst(event));
  event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
});
