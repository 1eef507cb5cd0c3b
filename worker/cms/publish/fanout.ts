/**
 * The fan-out: the rest of a publish's refetch, listed again under the previous version and sent as refetch messages
 * of ANSWERS_PER_MESSAGE, shape by shape. It is an invocation of its own, not the move's tail: on a large site the
 * sends take hundreds of subrequests and seconds, the move then ends as soon as the version is written, and a send
 * that fails is retried with this message alone (the refetch skips what it finds leased, so nothing is fetched twice).
 */
import { answersInUse, byShape, LIST_PAGES_MAX } from "./in-use";
import { chunks, refetchMessage, sendBatches, type FanoutMessage } from "./messages";
import { ANSWERS_PER_MESSAGE, type RefetchDeps } from "./refetch";

/**
 * What one fan-out may spend (PLATFORM: 1,000 each):
 * KV operations:
 *    50  the listing, one operation per page of 1,000 (LIST_PAGES_MAX)
 * Subrequests:
 *   250  the refetch messages: 50,000 answers in 500 messages of at most 110 KB (100 URLs of ≤ 1 KB), 2 per sendBatch
 */
export const FANOUT_BUDGET = { kv: LIST_PAGES_MAX, subrequests: (LIST_PAGES_MAX * 1000) / ANSWERS_PER_MESSAGE / 2 };

export interface FanoutDeps extends RefetchDeps {
  refetchQueue: Queue;
}

/** Sends the refetch of what the move left; answers how many answers it sent. */
export async function fanOut({ config, kv, meter, refetchQueue }: FanoutDeps, { from, to, sent }: FanoutMessage): Promise<number> {
  const already = new Set(sent);
  const rest = (await answersInUse(config, kv, from)).filter(({ id }) => !already.has(id));
  const messages = chunks(byShape(rest), ANSWERS_PER_MESSAGE).map((part) => refetchMessage(from, to, part, false));
  for (const batch of sendBatches(messages)) {
    meter.spend("subrequests");
    await refetchQueue.sendBatch(batch.map((body) => ({ body })));
  }
  return rest.length;
}
