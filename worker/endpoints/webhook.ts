/**
 * POST /__cms/webhook: Strapi's publish webhook. Strapi signs nothing, so the configured header
 * `Authorization: Bearer <WEBHOOK_SECRET>` is the check. An entry or media event is put on
 * the publish queue and answered 202 at once: the consumer joins a storm of them into one version move and refetches
 * the answers in use (worker/cms/publish/). Strapi never retries: the cache lifetimes bound how long a lost webhook
 * leaves the site stale.
 */
import { Hono, type Context } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { errorMessage } from "../../core/errors";
import type { WebhookMessage } from "../cms/publish/messages";
import type { AppEnv } from "../env";
import { requestText } from "./request-text";

/** Strapi's entry payloads are a few KB; anything this large is not a webhook. */
export const MAX_BODY_BYTES = 256 * 1024;

const refuse = (c: Context<AppEnv>, status: number) =>
  c.json({ statusCode: status, errorText: errorMessage(status) }, status as 400, { "cache-control": "no-store" });

/** Events whose content can be on a page: entries, and media (their URLs and texts are in entries). */
export const purgesContent = (event: unknown) => typeof event === "string" && /^(entry|media)\./.test(event);

export const webhook = new Hono<AppEnv>();

/**
 * The secret first: a stranger's body is not read, whatever its size. hono's bearer-auth compares it with the secret in
 * force and, during a rotation, the next one (README, Operations), in constant time; a token must be RFC 6750's
 * (letters, digits, "-._~+/", trailing "="), as the secrets we generate (hex) are.
 */
const authorised = createMiddleware<AppEnv>(async (c, next) => {
  const config = c.get("config");
  if (!config.WEBHOOK_SECRET) {
    console.error("CMS webhook received but WEBHOOK_SECRET is not configured: nothing purged");
    return refuse(c, 503);
  }
  const refused = {
    message: () => {
      console.warn("CMS webhook refused: missing or wrong secret");
      return refuse(c, 401);
    },
  };
  const secrets = bearerAuth<AppEnv>({
    token: [config.WEBHOOK_SECRET, config.WEBHOOK_SECRET_NEXT].filter(Boolean),
    noAuthenticationHeader: refused,
    invalidAuthenticationHeader: refused,
    invalidToken: refused,
  });
  try {
    await secrets(c, async () => {});
  } catch (error) {
    // Its refusal is thrown, an HTTPException carrying our answer.
    if (error instanceof HTTPException) return error.getResponse();
    throw error;
  }
  await next();
});

webhook.post("/", authorised, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413) }), async (c) => {
  const text = await requestText(c);
  let payload: { event?: unknown; model?: unknown };
  try {
    payload = JSON.parse(text);
  } catch {
    return refuse(c, 400);
  }
  if (typeof payload !== "object" || payload === null) return refuse(c, 400);
  if (!purgesContent(payload.event)) return c.json({ queued: false });
  const queue = c.env.PUBLISH_QUEUE;
  if (!queue) {
    console.error("CMS webhook received but the PUBLISH_QUEUE binding is missing: nothing published");
    return refuse(c, 503);
  }
  const message: WebhookMessage = { kind: "webhook", event: String(payload.event), model: String(payload.model ?? "?") };
  try {
    await queue.send(message);
  } catch (error) {
    console.error("CMS webhook could not be queued:", String(error));
    return refuse(c, 503);
  }
  return c.json({ queued: true }, 202);
});

webhook.all("/", (c) => c.json({ statusCode: 405, errorText: errorMessage(405) }, 405, { allow: "POST" }));
