/**
 * /__cms/preview?url=/path&expires=…&nonce=…&token=…: where Strapi's Preview sends an editor. A link signed with the
 * secret (worker/middleware/preview/link.ts), used once (used-links.ts), starts a preview, a signed cookie that lasts
 * while the editor works (session.ts), and opens the page; /__cms/preview/exit?url=/path (the banner's link) ends it.
 * Off while PREVIEW_SECRET is empty; rate-limited per client (PREVIEW_LIMITER), like every route that can be guessed at.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { errorResponse } from "../errors";
import { MAX_PATH_LENGTH } from "../middleware/url-rules/canonical";
import { isSameSitePath } from "../middleware/url-rules/location";
import { isValidPreviewLink } from "../middleware/preview/link";
import { endPreviewCookie, previewCookie } from "../middleware/preview/session";
import { useLink } from "../middleware/preview/used-links";

/** A page of this site: a path that can never name another host, no longer than any address we serve. */
const isPreviewTarget = (url: string) => url.length <= MAX_PATH_LENGTH && isSameSitePath(url);

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

export const preview = new Hono<AppEnv>();

preview.use(async (c, next) => {
  if (!c.get("config").PREVIEW_SECRET) return refuse(c, 404);
  return next();
});

preview.get("/", async (c) => {
  const { PREVIEW_SECRET: secret, PREVIEW_SECRET_NEXT: next } = c.get("config");
  const target = c.req.query("url") ?? "";
  const link = { path: target, expires: c.req.query("expires") ?? "", nonce: c.req.query("nonce") ?? "", token: c.req.query("token") ?? "" };
  const now = Date.now();
  // A link signed with the secret in force or, during a rotation, the next one (README, Operations), both always
  // checked; the cookie always with the secret in force, the one every page checks it against.
  const [withCurrent, withNext] = await Promise.all([isValidPreviewLink(link, secret, now), next ? isValidPreviewLink(link, next, now) : false]);
  const signed = withCurrent || withNext;
  if (signed && !isPreviewTarget(target)) return refuse(c, 400);
  if (!signed || !(await useLink(c.env.CMS_KV, link.nonce, Number(link.expires), now))) {
    // Strapi's frame reloading its link, expired or used: the editor's live preview goes on, as it is.
    if (c.get("preview") && isPreviewTarget(target)) return toPage(target);
    console.warn(`Preview refused: ${signed ? "a link already used" : "a missing, wrong or expired link"}`);
    return refuse(c, 401);
  }
  return toPage(target, await previewCookie(c, { openedAtS: Math.floor(now / 1000) }, secret, now));
});

preview.get("/exit", (c) => {
  const target = c.req.query("url") ?? "/";
  if (!isPreviewTarget(target)) return refuse(c, 400);
  return toPage(target, endPreviewCookie(c));
});

preview.all("*", (c) => refuse(c, c.req.method === "GET" || c.req.method === "HEAD" ? 404 : 405));
