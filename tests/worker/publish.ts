/**
 * A publish as Cloudflare Queues runs it, in workerd: messages handed to the worker's queue handler with the Workers
 * vitest integration's helpers (createMessageBatch, getQueueResult), the queues the consumers send to recorded. Tests
 * deliver every message themselves, so no consumer runs in the background of another test.
 */
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../../worker/index";
import type { Bindings } from "../../worker/env";
import type { WebhookMessage } from "../../worker/cms/publish/messages";

/** wrangler.toml's local queue names: the consumer is chosen by the last word. */
export const QUEUES = { publish: "ecole-site-publish", refetch: "ecole-site-refetch", dead: "ecole-site-dead" } as const;

export const webhookMessage = (event = "entry.publish", model = "ecole-new"): WebhookMessage => ({ kind: "webhook", event, model });

/** A queue binding that keeps what is sent to it; `backlog` is what its metrics() answer, in turn. */
export function recordingQueue(backlog: number[] = []) {
  const sent: unknown[] = [];
  const metrics = async () => ({ backlogCount: backlog.length > 1 ? backlog.shift()! : (backlog[0] ?? 0), backlogBytes: 0 });
  const queue = {
    sent,
    /** Calls to send and sendBatch: each is a subrequest. */
    sends: 0,
    send: async (body: unknown) => (queue.sends++, sent.push(body), { metadata: { metrics: await metrics() } }),
    sendBatch: async (messages: Iterable<{ body: unknown }>) => {
      queue.sends++;
      for (const { body } of messages) sent.push(body);
      return { metadata: { metrics: await metrics() } };
    },
    metrics,
  };
  return queue as typeof queue & Queue;
}

let ids = 0;

/** One batch through the worker's queue handler, as Queues delivers it: its outcome (acks, retries and their delays). */
export async function deliver(queue: string, bodies: unknown[], env: Bindings, { attempts = 1, receivedAt = [] as number[] } = {}) {
  const messages = bodies.map((body, i) => ({ id: `message-${++ids}`, timestamp: new Date(receivedAt[i] ?? Date.now()), attempts, body }));
  const batch = createMessageBatch(queue, messages);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

/** A whole publish: the webhooks as one batch of the publish consumer, then every refetch message it sent, one invocation each (max_batch_size = 1). */
export async function publishNow(env: Bindings, webhooks: unknown[] = [webhookMessage()]) {
  const refetches = recordingQueue();
  const withQueues = { ...env, PUBLISH_QUEUE: recordingQueue(), REFETCH_QUEUE: refetches };
  const moved = await deliver(QUEUES.publish, webhooks, withQueues);
  const outcomes = [];
  for (const message of refetches.sent) outcomes.push(await deliver(QUEUES.refetch, [message], withQueues));
  return { moved, messages: refetches.sent, outcomes };
}

/**
 * An editor's change end to end: the CMS's webhook for `model` to the site on `origin` (its status returned: 202 when
 * queued), then the publish it queued, run; the publish's own log lines kept quiet.
 */
export async function publishThroughWebhook(env: Bindings, model: string, origin = "http://localhost"): Promise<number> {
  const ctx = createExecutionContext();
  const queue = recordingQueue();
  const hook = await worker.fetch(
    new Request(`${origin}/__cms/webhook`, {
      method: "POST",
      headers: { authorization: "Bearer test-webhook-secret", "content-type": "application/json" },
      body: JSON.stringify({ event: "entry.publish", model, entry: { id: 1 } }),
    }),
    { ...env, PUBLISH_QUEUE: queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  vi.spyOn(console, "info").mockImplementation(() => {});
  await publishNow(env, queue.sent);
  return hook.status;
}
