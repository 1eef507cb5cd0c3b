/**
 * Editors' preview answers: they show drafts, so no cache (browser, shared or service worker) may keep
 * them and no search engine may index them, whatever the route said.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";

export const previewAnswers = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.get("preview")) return;
    c.res.headers.set("cache-control", "private, no-store");
    c.res.headers.set("x-robots-tag", "noindex, nofollow");
  });
