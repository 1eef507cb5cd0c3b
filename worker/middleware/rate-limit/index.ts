/**
 * Abuse limits per client on the routes that reach the CMS (the pop-in's /api, /crm/confirm), on the site search
 * (any text typed is a render), on the webhook, on the editors' preview link and on the field-data beacon, with the
 * Workers Rate Limiting binding: past the limit, 429 with Retry-After. A missing
 * binding or a limiter fault lets the request through: the limit protects the CMS, it must not stop the site.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { errorResponse } from "../../errors";

/** The bindings of wrangler.toml's [[ratelimits]], and the period each counts over (seconds). */
const LIMITERS = { CMS_LIMITER: 10, WEBHOOK_LIMITER: 60, PREVIEW_LIMITER: 60, SEARCH_LIMITER: 10, VITALS_LIMITER: 60 } as const;
type LimiterName = keyof typeof LIMITERS;

/** The client as Cloudflare sees it; one shared key where the header is missing (local runs). */
const clientOf = (header: string | undefined) => header?.trim().slice(0, 64) || "unknown-client";

export const rateLimit = (name: LimiterName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const limiter = c.env[name] as RateLimit | undefined;
    if (!limiter) return next();
    const key = `${name}:${clientOf(c.req.header("cf-connecting-ip"))}`;
    const allowed = await limiter.limit({ key }).then(
      ({ success }) => success,
      (error: unknown) => {
        console.warn(`Rate limiter ${name} failed, letting the request through:`, String(error));
        return true;
      },
    );
    if (allowed) return next();
    // JSON for /api and the webhook, the error page for /crm/confirm and the search
    const refused = await errorResponse(c, 429);
    refused.headers.set("retry-after", String(LIMITERS[name]));
    return refused;
  });
