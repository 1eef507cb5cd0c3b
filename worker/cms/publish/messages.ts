/** What travels on the publish queues: a webhook to join into a version move, a bounded share of the refetch. */
import * as v from "valibot";

/** A CMS event that changes content, as the webhook enqueued it; when it was received is the message's timestamp. */
export const WebhookMessage = v.object({ kind: v.literal("webhook"), event: v.string(), model: v.string() });
export type WebhookMessage = v.InferOutput<typeof WebhookMessage>;

/** An answer's id: the digest of its locale and URL. */
const AnswerId = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/** One answer to fetch again: its id, and until when it may live under the new version. */
const RefetchAnswer = v.object({
  id: AnswerId,
  locale: v.string(),
  askedAt: v.number(),
  expiresAtMs: v.number(),
  /** Absent when it did not fit in the listed note: the refetch reads it from the previous version's copy. */
  url: v.optional(v.string()),
});
export type RefetchAnswer = v.InferOutput<typeof RefetchAnswer>;

/** Answers of the previous version to fetch under the new one; `leased`: the move took their leases already. */
export const RefetchMessage = v.object({
  kind: v.literal("refetch"),
  from: v.string(),
  to: v.string(),
  leased: v.boolean(),
  answers: v.array(RefetchAnswer),
});
export type RefetchMessage = v.InferOutput<typeof RefetchMessage>;

export const refetchMessage = (from: string, to: string, answers: RefetchAnswer[], leased: boolean): RefetchMessage => ({ kind: "refetch", from, to, leased, answers });

/**
 * The rest of a publish's refetch, to be sent out as refetch messages by an invocation of its own (fanout.ts):
 * the answers in use under `from`, but those the move sent already (`sent`, the hottest).
 */
export const FanoutMessage = v.object({
  kind: v.literal("fanout"),
  from: v.string(),
  to: v.string(),
  sent: v.array(AnswerId),
});
export type FanoutMessage = v.InferOutput<typeof FanoutMessage>;

/** What the refetch queue carries. */
export const RefetchQueueMessage = v.variant("kind", [RefetchMessage, FanoutMessage]);
export type RefetchQueueMessage = v.InferOutput<typeof RefetchQueueMessage>;

/** Cloudflare Queues: a message up to 128 KB, a sendBatch up to 100 messages and 256 KB (a margin kept for framing). */
const SEND_BATCH_MESSAGES = 100;
const SEND_BATCH_BYTES = 250_000;

const bytesOf = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;

/** Messages grouped into the fewest sendBatch calls that fit the queue's limits, in order. */
export function sendBatches<T>(bodies: T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const body of bodies) {
    const size = bytesOf(body);
    if (current.length && (current.length === SEND_BATCH_MESSAGES || bytes + size > SEND_BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(body);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

/** Items in runs of at most `size`, in order. */
export const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
