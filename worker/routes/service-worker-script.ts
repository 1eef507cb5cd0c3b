/**
 * The service worker's own code, run in the browser (never in the worker): it is stringified into
 * /sw.js with this build's file list. It may only use its parameters and the browser's globals.
 */

interface WaitEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchRequestEvent extends WaitEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface BrowserCaches {
  open(name: string): Promise<{ addAll(urls: string[]): Promise<void>; put(request: Request, response: Response): Promise<void>; keys(): Promise<readonly Request[]>; delete(request: Request): Promise<boolean> }>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
  match(request: Request | string): Promise<Response | undefined>;
}
interface ServiceWorkerScope {
  readonly location: { origin: string };
  readonly caches: BrowserCaches;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: WaitEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchRequestEvent) => void): void;
}

/**
 * Precaches the app shell and the offline page; network-first for pages and /_data (the last good copy
 * when offline, else the offline page), cache-first for hashed /assets/; never touches /api, /crm/confirm
 * or the webhook. Caches are named by version, older ones deleted on activate.
 */
export function serviceWorkerMain(precache: string[], version: string, offlinePage: string) {
  const sw = self as unknown as ServiceWorkerScope;
  const shellCache = `shell-${version}`;
  const pagesCache = `pages-${version}`;
  const pagesKept = 40;
  const neverCached = /^\/(?:api|crm\/confirm|__cms)(?:\/|$)/;

  sw.addEventListener("install", (event) => {
    event.waitUntil(sw.caches.open(shellCache).then((cache) => cache.addAll(precache)).then(() => sw.skipWaiting()));
  });

  sw.addEventListener("activate", (event) => {
    event.waitUntil(
      sw.caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => name !== shellCache && name !== pagesCache).map((name) => sw.caches.delete(name))))
        .then(() => sw.clients.claim()),
    );
  });

  sw.addEventListener("fetch", (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== "GET" || url.origin !== sw.location.origin || neverCached.test(url.pathname)) return;

    if (url.pathname.startsWith("/assets/")) {
      event.respondWith(
        sw.caches.match(request).then((hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(sw.caches.open(shellCache).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
        ),
      );
      return;
    }

    if (request.mode === "navigate" || url.pathname === "/_data" || url.pathname.startsWith("/_data/")) {
      event.respondWith(
        fetch(request)
          .then((response) => {
            if (response.ok && response.type === "basic") {
              const copy = response.clone();
              event.waitUntil(
                sw.caches.open(pagesCache).then((cache) =>
                  cache.put(request, copy).then(() => cache.keys()).then((keys) => Promise.all(keys.slice(0, Math.max(0, keys.length - pagesKept)).map((key) => cache.delete(key)))),
                ),
              );
            }
            return response;
          })
          .catch((error: unknown) =>
            sw.caches.match(request).then((hit) => {
              if (hit) return hit;
              if (request.mode === "navigate") return sw.caches.match(offlinePage).then((page) => page ?? Response.error());
              throw error;
            }),
          ),
      );
      return;
    }

    event.respondWith(sw.caches.match(request).then((hit) => hit ?? fetch(request)));
  });
}
