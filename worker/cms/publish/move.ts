/**
 * The publish consumer: a batch of webhooks becomes one version move. While the storm settles (storm.ts), the answers
 * visitors asked for under the current version are listed (KV's listing only, no value read); then the hottest are
 * leased under the next version and sent to be fetched with the fan-out of the rest (fanout.ts), then the version
 * moves (the change shows at once) and the zone is purged.
 */
import type { Config } from "../../config/schema";
import { holdFetch, placeOf } from "../cache/global";
import { bumpVersion, latestVersion } from "../cache/version";
import type { Meter } from "./budget";
import { answersInUse, LIST_PAGES_MAX } from "./in-use";
import { refetchMessage, type FanoutMessage, type RefetchMessage } from "./messages";
import { ANSWERS_PER_MESSAGE } from "./refetch";
import { covered, lastReceived, POLL_MS, settle, SETTLE_MAX_MS } from "./storm";

/** Leases taken before the move, for the most recently asked answers: at most what one message holds (and one second of the ceiling). */
const HOT_MAX = ANSWERS_PER_MESSAGE;

/**
 * What one move may spend (PLATFORM: 1,000 each):
 * KV operations:
 *     3  the version read: for the batch, before the move, and again before it is written (a later publish wins)
 *   100  the listing, one operation per page of 1,000 (LIST_PAGES_MAX), and again when another move wrote the
 *        version while the storm settled
 *   100  the leases of the hottest answers (HOT_MAX)
 *     2  the version written, and once more if KV refused it (one write per key per second)
 *   = 205
 * Subrequests:
 *   120  the queue's backlog, read every POLL_MS while the storm settles (SETTLE_MAX_MS / POLL_MS)
 *     1  the hottest answers' message and the fan-out's, one sendBatch before the move
 *     1  the zone purge by tag, when configured
 *   = 122
 */
export const MOVE_BUDGET = { kv: 3 + 2 * LIST_PAGES_MAX + HOT_MAX + 2, subrequests: SETTLE_MAX_MS / POLL_MS + 1 + 1 };

interface Moved {
  /** The new version, or null when the current one already covers every webhook of the batch. */
  version: string | null;
  answers: number;
}

export interface MoveDeps {
  config: Config;
  /** The metered KV (budget.ts). */
  kv: KVNamespace;
  meter: Meter;
  publishQueue: Queue;
  refetchQueue: Queue;
  purgeZone: () => Promise<void>;
}

/** One version move for a batch of webhooks (their receipt times), unless the current version covers them all. */
export async function moveVersion(deps: MoveDeps, messages: readonly { timestamp: Date }[], backlog: number): Promise<Moved> {
  const { config, kv, meter } = deps;
  const received = lastReceived(messages);
  const current = await latestVersion(kv);
  if (covered(received, current)) return { version: null, answers: 0 };
  // Listed while the storm settles: the webhooks still coming do not change what visitors asked for, and on a large
  // site the listing takes a second or more that the change would otherwise wait. An answer first asked meanwhile is
  // fetched by its first visitor under the new version.
  const listing = answersInUse(config, kv, current);
  listing.catch(() => {}); // awaited below; a settle that fails first must not leave it unhandled
  meter.spend("subrequests", await settle(deps.publishQueue, backlog, received));
  let answers = 0;
  // The hottest answers are leased under the next version before anyone reads it: a visitor who needs one waits for
  // the refetch's copy instead of asking the CMS too, from any data centre.
  const hot = Math.min(config.CMS_PUBLISH_RATE, HOT_MAX);
  let prepared = "";
  const version = await bumpVersion(kv, async (from, to) => {
    // Another move wrote the version while this one settled: what is in use is under that one.
    const inUse = from === current ? await listing : await answersInUse(config, kv, from);
    answers = inUse.length;
    const hottest = inUse.slice(0, hot);
    await Promise.all(hottest.map(({ id }) => holdFetch(kv, placeOf(to, id).lease)));
    // Sent before the move, not after: fetched early, they are stored under a version nobody reads yet, and the move
    // ends as soon as the version is written (an emulator delivers nothing to a consumer before its producer ends).
    const messages: (RefetchMessage | FanoutMessage)[] = [
      ...(hottest.length ? [refetchMessage(from, to, hottest, true)] : []),
      ...(inUse.length > hot ? [{ kind: "fanout" as const, from, to, sent: hottest.map(({ id }) => id) }] : []),
    ];
    if (messages.length) {
      meter.spend("subrequests");
      await deps.refetchQueue.sendBatch(messages.map((body) => ({ body })));
    }
    prepared = to;
  });
  // A later publish moved the version past this one while it prepared: that one refetches what is in use.
  if (version !== prepared) return { version, answers: 0 };
  await deps.purgeZone().catch((error) => console.error("Zone purge by tag failed:", String(error)));
  meter.spend("subrequests");
  return { version, answers };
}
