/**
 * The publish consumer: a batch of webhooks becomes one version move. Once the storm has settled (storm.ts), the
 * answers visitors asked for under the current version are listed (KV's listing only, no value read), the hottest are
 * leased under the next version and sent to be fetched, the version moves (the change shows at once), and the rest of
 * the refetch is sent out as messages of ANSWERS_PER_MESSAGE for the refetch consumer (refetch.ts).
 */
import type { Config } from "../../config/schema";
import { answersAt, holdFetch, placeOf, type Listed } from "../cache/global";
import { bumpVersion, latestVersion } from "../cache/version";
import type { Meter } from "./budget";
import { joinKey } from "./joined";
import { chunks, sendBatches, type RefetchAnswer, type RefetchMessage } from "./messages";
import { ANSWERS_PER_MESSAGE } from "./refetch";
import { covered, lastReceived, POLL_MS, settle, SETTLE_MAX_MS } from "./storm";

/** Listing pages read at most (1,000 answers each): past 50,000 answers in use, the least recently asked are left to their first visitor. */
const LIST_PAGES_MAX = 50;
/** Leases taken before the move, for the most recently asked answers: at most what one message holds (and one second of the ceiling). */
const HOT_MAX = ANSWERS_PER_MESSAGE;

/**
 * What one move may spend (PLATFORM: 1,000 each):
 * KV operations:
 *     2  the version read before the move and again before it is written (a later publish wins)
 *    50  the listing, one operation per page of 1,000 (LIST_PAGES_MAX)
 *   100  the leases of the hottest answers (HOT_MAX)
 *     2  the version written, and once more if KV refused it (one write per key per second)
 *   = 154
 * Subrequests:
 *   120  the queue's backlog, read every POLL_MS while the storm settles (SETTLE_MAX_MS / POLL_MS)
 *     1  the hottest answers' message, sent on its own before the move
 *   250  the refetch messages: 50,000 answers in 500 messages of at most 110 KB (100 URLs of ≤ 1 KB), 2 per sendBatch
 *     1  the zone purge by tag, when configured
 *   = 372
 */
export const MOVE_BUDGET = {
  kv: 2 + LIST_PAGES_MAX + HOT_MAX + 2,
  subrequests: SETTLE_MAX_MS / POLL_MS + 1 + (LIST_PAGES_MAX * 1000) / ANSWERS_PER_MESSAGE / 2 + 1,
};

export interface Moved {
  /** The new version, or null when the current one already covers every webhook of the batch. */
  version: string | null;
  answers: number;
}

/** The refetch of one listed answer, or null when no visitor asked for it within the stale window, or it is another CMS's. */
export function toRefetch(config: Config, { id, note, expiration }: Listed, nowMs: number): RefetchAnswer | null {
  if (note.askedAt < nowMs - config.CMS_STALE_SECONDS * 1000) return null;
  if (note.url !== undefined && !note.url.startsWith(`${config.CMS_URL}/`)) return null;
  // Dated answers keep the end of their Paris day; the others get a full fresh and stale window from now.
  const keepMs = (config.CMS_FRESH_SECONDS + config.CMS_STALE_SECONDS) * 1000;
  const expiresAtMs = Math.min(nowMs + keepMs, expiration ? expiration * 1000 : Infinity);
  return { id, locale: note.locale, askedAt: note.askedAt, expiresAtMs, ...(note.url === undefined ? {} : { url: note.url }) };
}

/** The answers in use under a version, the most recently asked first. */
async function answersInUse(config: Config, kv: KVNamespace, version: string): Promise<RefetchAnswer[]> {
  const now = Date.now();
  const found: RefetchAnswer[] = [];
  let pages = 0;
  for await (const page of answersAt(kv, version)) {
    for (const listed of page) {
      const answer = toRefetch(config, listed, now);
      if (answer) found.push(answer);
    }
    if (++pages === LIST_PAGES_MAX) break;
  }
  return found.sort((a, b) => b.askedAt - a.askedAt);
}

/**
 * The answers of one shape side by side (joined.ts: one CMS request for many), each shape where its most recently
 * asked answer stands, so that the hottest still come first.
 */
export function byShape(answers: readonly RefetchAnswer[]): RefetchAnswer[] {
  const shapes = new Map<string, RefetchAnswer[]>();
  for (const answer of answers) {
    const key = joinKey(answer.url, answer.id);
    shapes.set(key, [...(shapes.get(key) ?? []), answer]);
  }
  return [...shapes.values()].flat();
}

const refetchMessage = (from: string, to: string, answers: RefetchAnswer[], leased: boolean): RefetchMessage => ({ kind: "refetch", from, to, leased, answers });

/** The refetch of what the hottest message leaves: ANSWERS_PER_MESSAGE at a time, shape by shape. */
const restMessages = (from: string, to: string, rest: RefetchAnswer[]): RefetchMessage[] =>
  chunks(byShape(rest), ANSWERS_PER_MESSAGE).map((part) => refetchMessage(from, to, part, false));

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
  if (covered(received, await latestVersion(kv))) return { version: null, answers: 0 };
  meter.spend("subrequests", await settle(deps.publishQueue, backlog, received));
  let answers: RefetchAnswer[] = [];
  // The hottest answers are leased under the next version before anyone reads it: a visitor who needs one waits for
  // the refetch's copy instead of asking the CMS too, from any data centre.
  const hot = Math.min(config.CMS_PUBLISH_RATE, HOT_MAX);
  let [previous, prepared] = ["", ""];
  const version = await bumpVersion(kv, async (from, to) => {
    previous = from;
    answers = await answersInUse(config, kv, from);
    const hottest = answers.slice(0, hot);
    await Promise.all(hottest.map(({ id }) => holdFetch(kv, placeOf(to, id).lease)));
    // Sent before the move, not after: on a large site the rest takes hundreds of sends, and the visitors waiting for
    // these must not wait for them too. Fetched early, they are stored under a version nobody reads yet.
    if (hottest.length) {
      meter.spend("subrequests");
      await deps.refetchQueue.send(refetchMessage(from, to, hottest, true));
    }
    prepared = to;
  });
  // A later publish moved the version past this one while it prepared: that one refetches what is in use.
  if (version !== prepared) return { version, answers: 0 };
  await deps.purgeZone().catch((error) => console.error("Zone purge by tag failed:", String(error)));
  meter.spend("subrequests");
  for (const batch of sendBatches(restMessages(previous, version, answers.slice(hot)))) {
    meter.spend("subrequests");
    await deps.refetchQueue.sendBatch(batch.map((body) => ({ body })));
  }
  return { version, answers: answers.length };
}
