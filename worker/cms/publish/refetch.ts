/**
 * The refetch consumer: one message's answers fetched again from the CMS into the global tier under the new version,
 * paced under CMS_PUBLISH_RATE (pace.ts). An answer someone already fetched or is fetching under that version (its
 * lease is there) is skipped, so each answer is fetched once per publish, retries included. Once the CMS fails, no
 * further fetch starts, the leases taken are released (visitors ask themselves) and the message comes back later.
 */
import type { Config } from "../../../content/config";
import { fetchAnswer, isCmsFailure } from "../client";
import { holdFetch, placeOf, readGlobal, releaseFetch, writeGlobal } from "../cache/global";
import { latestVersion } from "../cache/version";
import type { Meter } from "./budget";
import type { RefetchAnswer, RefetchMessage } from "./messages";
import { pacer, startOffsetMs } from "./pace";

/** Answers per message: within KV's bulk read (100 keys), and a few seconds of CMS requests at the ceiling. */
export const ANSWERS_PER_MESSAGE = 50;

/**
 * What one message may spend (PLATFORM: 1,000 each):
 * KV operations:
 *     1  the current version (a message of an older publish is fetched under it)
 *     1  the answers' leases, one bulk read
 *    50  the previous version's copy, for an answer whose URL did not fit in its listed note
 *    50  a lease per answer fetched (the move took the hottest already)
 *   100  the answer and its last good copy (a failure: the lease released instead)
 *     2  the CMS login's token, read and kept (only without CMS_API_TOKEN)
 *   = 204
 * Subrequests:
 *   100  a CMS request per answer, and its retry after a 401 (a token renewed)
 *     1  the CMS login
 *   = 101
 */
export const REFETCH_BUDGET = { kv: 4 * ANSWERS_PER_MESSAGE + 4, subrequests: 2 * ANSWERS_PER_MESSAGE + 1 };

export interface Refetched {
  fetched: number;
  /** Answers already fetched or being fetched under the version, or that are another CMS's or gone from it. */
  skipped: number;
  /** Answers left to their first visitor, the CMS having failed: the message is worth another attempt. */
  left: number;
}

export interface RefetchDeps {
  config: Config;
  /** The metered KV (budget.ts). */
  kv: KVNamespace;
  meter: Meter;
}

/** The URL of an answer: from its note when it fitted, else from the previous version's copy. */
async function urlOf(kv: KVNamespace, from: string, answer: RefetchAnswer): Promise<string | null> {
  return answer.url ?? (await readGlobal(kv, placeOf(from, answer.id).answer))?.url ?? null;
}

/**
 * Fetches a message's answers again; `firstAttempt`: the move's leases are this message's own. A message of a version
 * a later publish has moved past is fetched under the current one: that move listed only what was already stored
 * under its previous version, so these answers are in no other message.
 */
export async function refetch({ config, kv, meter }: RefetchDeps, message: RefetchMessage, firstAttempt: boolean): Promise<Refetched> {
  const { from, answers } = message;
  const to = String(Math.max(Number(await latestVersion(kv)), Number(message.to)));
  const ownLeases = message.leased && firstAttempt && to === message.to;
  const leases = ownLeases ? null : await kv.get(answers.map(({ id }) => placeOf(to, id).lease), "text");
  const todo = answers.filter(({ id }) => !leases?.get(placeOf(to, id).lease));
  let cmsFailed = false;
  const started = Date.now();
  // The hottest (the move's leases, at most CMS_PUBLISH_RATE of them) all go at once: visitors are waiting for them,
  // and they are the ceiling's whole first second. The others are spaced.
  const burst = message.leased;
  const pace = pacer(config.CMS_PUBLISH_RATE);

  const one = async (answer: RefetchAnswer, rank: number): Promise<keyof Refetched> => {
    // Each answer waits for about its turn before it takes its lease: a visitor who needs it waits for a fetch that is near.
    if (!burst) await new Promise((resolve) => setTimeout(resolve, started + startOffsetMs(rank, config.CMS_PUBLISH_RATE) - Date.now()));
    const place = placeOf(to, answer.id);
    const url = cmsFailed ? null : await urlOf(kv, from, answer);
    if (!url?.startsWith(`${config.CMS_URL}/`)) {
      if (ownLeases) await releaseFetch(kv, place);
      return cmsFailed ? "left" : "skipped";
    }
    if (!ownLeases) await holdFetch(kv, place.lease);
    if (burst) pace.now();
    else await pace.turn();
    if (cmsFailed) {
      await releaseFetch(kv, place);
      return "left";
    }
    try {
      meter.spend("subrequests");
      const body = await fetchAnswer(config, kv, url, "publish");
      const note = { locale: answer.locale, storedAt: Date.now(), askedAt: answer.askedAt };
      // The last good copy too: should the CMS fail after a later publish, this is the newest to stand in.
      await Promise.all([writeGlobal(kv, place.answer, { url, body }, note, answer.expiresAtMs), writeGlobal(kv, place.lastGood, { url, body }, note, answer.expiresAtMs)]);
      return "fetched";
    } catch (error) {
      console.warn(`Publish could not fetch ${url} again, left to the first visitor:`, String(error));
      await releaseFetch(kv, place);
      if (!isCmsFailure(error)) return "skipped";
      cmsFailed = true;
      return "left";
    }
  };

  const outcomes = await Promise.all(todo.map(one));
  await pace.done();
  const count = (outcome: keyof Refetched) => outcomes.filter((found) => found === outcome).length;
  return { fetched: count("fetched"), skipped: answers.length - todo.length + count("skipped"), left: count("left") };
}
