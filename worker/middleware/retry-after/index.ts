/** A 503 or 504 tells browsers and crawlers when to come back: the CMS usually recovers within a minute. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";

const RETRY_AFTER_SECONDS = 30;

export const retryAfter = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 503 || c.res.status === 504) c.res.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  });
