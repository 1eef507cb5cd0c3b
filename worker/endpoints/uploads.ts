/**
 * /uploads/*: the CMS's media, proxied and kept at the edge. Strapi answers media URLs as
 * `/uploads/<name>_<hash>.<ext>` relative to itself; serving that path here keeps those URLs valid
 * on the site's own origin, so the browser never needs the CMS host (which may be private, or plain
 * http locally, where the CSP and mixed-content rules would block it). With MEDIA_URL set (media in a
 * bucket), the same path is read from there: `<MEDIA_URL>/uploads/<name>`.
 */
import type { Context } from "hono";
import { isUploadPath } from "../../core/images/address";
import { edgeCache } from "../cms/cache/store";
import type { Config } from "../config/schema";
import type { AppEnv } from "../env";
import { keepRunning } from "../middleware/request-context";

/** Strapi puts a content hash in every file name: a new file is a new URL. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Shown in place: media a page embeds. Anything else (an uploaded HTML or archive) is a download. */
const INLINE_TYPE = /^(image\/(?!svg)|video\/|audio\/|application\/pdf|font\/)/;
const PASSED_HEADERS = ["content-type", "content-length", "etag", "last-modified"];

/** The file's address at its origin: under MEDIA_URL's path (a path-style bucket URL has one; no trailing slash, the config saw to it), else on the CMS. */
export const mediaSource = (pathname: string, config: Config) =>
  config.MEDIA_URL ? `${config.MEDIA_URL}${pathname}` : new URL(pathname, config.CMS_URL).toString();

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export async function uploadsRoute(c: Context<AppEnv>): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  if (!isUploadPath(pathname)) return plain(404, "Not found");
  const key = new Request(new URL(pathname, c.req.url).toString(), { method: "GET" });
  const cache = edgeCache();
  const cached = await cache.match(key);
  // Hono answers HEAD through this GET handler and drops the body itself.
  if (cached) return new Response(cached.body, cached);

  const config = c.get("config");
  let origin: Response;
  try {
    origin = await fetch(mediaSource(pathname, config), { signal: AbortSignal.timeout(config.CMS_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    console.warn(`Upload ${pathname} unavailable:`, String(error));
    return plain(timedOut ? 504 : 503, timedOut ? "Délai de réponse dépassé." : "Erreur interne au serveur.");
  }
  if (!origin.ok) {
    await origin.body?.cancel();
    // a bucket that does not let the public list it answers 403 for a missing object; a 403 from the CMS is a fault
    const missing = origin.status === 404 || (origin.status === 403 && Boolean(config.MEDIA_URL));
    return plain(missing ? 404 : 503, missing ? "Not found" : "Erreur interne au serveur.");
  }
  const headers = new Headers({ "cache-control": IMMUTABLE, "content-security-policy": "default-src 'none'; sandbox" });
  for (const name of PASSED_HEADERS) {
    const value = origin.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!INLINE_TYPE.test(headers.get("content-type") ?? "")) headers.set("content-disposition", "attachment");
  const res = new Response(origin.body, { status: 200, headers });
  keepRunning(c, cache.put(key, res.clone()).catch((error) => console.warn(`Upload ${pathname} not cached:`, String(error))));
  return res;
}
