/**
 * /__cms/preview?url=/path&expires=…&token=…: where Strapi's Preview sends an editor. A link signed with the
 * secret (worker/middleware/preview/link.ts) starts a preview, a signed cookie that lasts an hour, and opens
 * the page; /__cms/preview/exit?url=/path (the banner's link) ends it. Off while PREVIEW_SECRET is empty;
 * rate-limited per client (PREVIEW_LIMITER), like every route that can be guessed at.
 */
import { Hono, type Context } from "hono";
import { PREVIEW_COOKIE_MAX_AGE_S } from "../../core/constants";
import type { AppEnv } from "../env";
import { errorResponse } from "../errors";
import { MAX_PATH_LENGTH } from "../middleware/canonical-url/canonical";
import { isSameSitePath } from "../middleware/canonical-url/location";
import { previewCookie, signPreview } from "../middleware/preview/session";
import { isValidPreviewLink } from "../middleware/preview/link";

/** A page of this site: a path that can never name another host, no longer than any address we serve. */
export const isPreviewTarget = (url: string) => url.length <= MAX_PATH_LENGTH && isSameSitePath(url);

async function refuse(c: Context<AppEnv>, status: number): Promise<Response> {
  const res = await errorResponse(c, status);
  res.headers.set("cache-control", "no-store");
  return res;
}

/** To the page, with the cookie that starts or ends the preview; never kept by any cache. */
function toPage(target: string, cookie?: string): Response {
  const headers = new Headers({ location: target, "cache-control": "no-store" });
  if (cookie) headers.set("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

const isSecure = (c: Context<AppEnv>) => new URL(c.req.url).protocol === "https:";

export const preview = new Hono<AppEnv>();

preview.use(async (c, next) => {
  if (!c.get("config").PREVIEW_SECRET) return refuse(c, 404);
  return next();
});

preview.get("/", async (c) => {
  const secret = c.get("config").PREVIEW_SECRET;
  const target = c.req.query("url") ?? "";
  const link = { path: target, expires: c.req.query("expires") ?? "", token: c.req.query("token") ?? "" };
  if (!(await isValidPreviewLink(link, secret, Date.now()))) {
    // Strapi's frame reloading an expired link: the editor's live preview goes on, as it is.
    if (c.get("preview") && isPreviewTarget(target)) return toPage(target);
    console.warn("Preview refused: missing, wrong or expired link");
    return refuse(c, 401);
  }
  if (!isPreviewTarget(target)) return refuse(c, 400);
  const expiresAtS = Math.floor(Date.now() / 1000) + PREVIEW_COOKIE_MAX_AGE_S;
  return toPage(target, previewCookie(await signPreview(secret, expiresAtS), PREVIEW_COOKIE_MAX_AGE_S, isSecure(c)));
});

preview.get("/exit", (c) => {
  const target = c.req.query("url") ?? "/";
  if (!isPreviewTarget(target)) return refuse(c, 400);
  return toPage(target, previewCookie("", 0, isSecure(c)));
});

preview.all("*", (c) => refuse(c, c.req.method === "GET" || c.req.method === "HEAD" ? 404 : 405));
