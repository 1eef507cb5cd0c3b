/**
 * Editors' preview answers: they show drafts, so no cache (browser, shared or service worker) may keep
 * them and no search engine may index them, whatever the route said; and each renews the preview cookie, so
 * that it lasts while the editor works (session.ts), unless the answer starts or ends the preview itself.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { PREVIEW_COOKIE, previewCookie } from "./session";

const setsPreviewCookie = (res: Response) => res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${PREVIEW_COOKIE}=`));

export const previewAnswers = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const session = c.get("previewSession");
    if (!session) return;
    c.res.headers.set("cache-control", "private, no-store");
    c.res.headers.set("x-robots-tag", "noindex, nofollow");
    if (!setsPreviewCookie(c.res)) c.res.headers.append("set-cookie", await previewCookie(c, session, c.get("config").PREVIEW_SECRET));
  });
