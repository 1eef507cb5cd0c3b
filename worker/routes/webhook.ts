/**
 * POST /__cms/webhook: Strapi's publish webhook. Strapi signs nothing, so the configured header
 * `Authorization: Bearer <WEBHOOK_SECRET>` is the check (compared in constant time). An entry or
 * media event is a publish (cms/publish.ts: the answers in use fetched again into the global tier, then the
 * content version bumped in KV); optionally the zone's cached CMS answers are purged
 * by tag. Strapi never retries: the cache lifetimes bound how long a lost webhook leaves the site stale.
 */
import { Hono, type Context } from "hono";
import { errorMessage } from "../../core/errors";
import { CMS_CACHE_TAG } from "../cms/cache/store";
import { publish } from "../cms/publish";
import { readCapped } from "../http/read-capped";
import type { Config } from "../../content/config";
import type { AppEnv } from "../env";
import { sameSecret, withCurrentOrNext } from "./same-secret";

/** Strapi's entry payloads are a few KB; anything this large is not a webhook. */
export const MAX_BODY_BYTES = 256 * 1024;

const refuse = (c: Context<AppEnv>, status: number) =>
  c.json({ statusCode: status, errorText: errorMessage(status) }, status as 400, { "cache-control": "no-store" });

/** Events whose content can be on a page: entries, and media (their URLs and texts are in entries). */
export const purgesContent = (event: unknown) => typeof event === "string" && /^(entry|media)\./.test(event);

/** Cloudflare's purge by tag: every data centre drops the CMS answers now rather than when KV catches up. */
async function purgeZone(config: Config): Promise<void> {
  if (!config.CLOUDFLARE_ZONE_ID || !config.CLOUDFLARE_API_TOKEN) return;
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${config.CLOUDFLARE_ZONE_ID}/purge_cache`, {
    method: "POST",
    headers: { authorization: `Bearer ${config.CLOUDFLARE_API_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ tags: [CMS_CACHE_TAG] }),
  });
  if (!res.ok) console.error(`Zone purge by tag failed: ${res.status} ${await res.text().catch(() => "")}`.slice(0, 500));
}

export const webhook = new Hono<AppEnv>();

webhook.post("/", async (c) => {
  const config = c.get("config");
  if (!config.WEBHOOK_SECRET) {
    console.error("CMS webhook received but WEBHOOK_SECRET is not configured: nothing purged");
    return refuse(c, 503);
  }
  const authorization = c.req.header("authorization") ?? "";
  const given = authorization.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : "";
  if (!given || !(await withCurrentOrNext(config.WEBHOOK_SECRET, config.WEBHOOK_SECRET_NEXT, (secret) => sameSecret(given, secret)))) {
    console.warn("CMS webhook refused: missing or wrong secret");
    return refuse(c, 401);
  }
  const text = await readCapped(c.req.raw, MAX_BODY_BYTES);
  if (text === null) return refuse(c, 413);
  let payload: { event?: unknown; model?: unknown };
  try {
    payload = JSON.parse(text);
  } catch {
    return refuse(c, 400);
  }
  if (typeof payload !== "object" || payload === null) return refuse(c, 400);
  if (!purgesContent(payload.event)) return c.json({ purged: false });
  const started = Date.now();
  const { version, refetched } = await publish(config, c.env.CMS_KV);
  if (version === null) return c.json({ purged: true, joined: true });
  await purgeZone(config).catch((error) => console.error("Zone purge by tag failed:", String(error)));
  console.info(`CMS ${String(payload.event)} on ${String(payload.model ?? "?")}: content version ${version}, ${refetched} answers fetched again, in ${Date.now() - started} ms`);
  return c.json({ purged: true, version });
});

webhook.all("/", (c) => c.json({ statusCode: 405, errorText: errorMessage(405) }, 405, { allow: "POST" }));
