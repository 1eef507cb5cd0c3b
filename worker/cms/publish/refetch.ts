/**
 * The refetch consumer: one message's answers fetched again from the CMS into the global tier under the new version,
 * paced under CMS_PUBLISH_RATE (pace.ts). An answer someone already fetched or is fetching under that version (its
 * lease is there) is skipped, so each answer is fetched once per publish, retries included. Once the CMS fails, no
 * further fetch starts, the leases taken are released (visitors ask themselves) and the message comes back later.
 */
import type { Config } from "../../config/schema";
import { fetchAnswer, isCmsFailure } from "../client";
import { holdFetch, placeOf, readGlobal, releaseFetch, writeGlobal } from "../cache/global";
import { latestVersion } from "../cache/version";
import type { Meter } from "./budget";
import { joinable, joinedUrl, joinKey, shapeOf, splitJoined, type Shaped } from "./joined";
import { chunks, type RefetchAnswer, type RefetchMessage } from "./messages";
import { pacer, startOffsetMs } from "./pace";

/** Answers per message: KV's bulk read of their leases (100 keys at most) in one operation. */
export const ANSWERS_PER_MESSAGE = 100;

/**
 * What one message may spend (PLATFORM: 1,000 each):
 * KV operations:
 *     1  the current version (a message of an older publish is fetched under it)
 *     1  the answers' leases, one bulk read
 *   100  the previous version's copy, for an answer whose URL did not fit in its listed note
 *   100  a lease per answer fetched (the move took the hottest already)
 *   200  the answer and its last good copy (a failure: the lease released instead)
 *     2  the CMS login's token, read and kept (only without CMS_API_TOKEN)
 *   = 404
 * Subrequests:
 *   200  a CMS request per answer at most (answers of one shape share one, joined.ts), and its retry after a 401
 *     1  the CMS login
 *   = 201
 */
export const REFETCH_BUDGET = { kv: 4 * ANSWERS_PER_MESSAGE + 4, subrequests: 2 * ANSWERS_PER_MESSAGE + 1 };

interface Refetched {
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

/** Answers to fetch in one CMS request: several of one shape (joined.ts), or one on its own. */
interface Unit {
  answers: { answer: RefetchAnswer; url: string; shaped: Shaped | null }[];
  url: string;
}

/** A message's answers as CMS requests: those of one shape together, JOINED_MAX at a time, in the message's order. */
function unitsOf(answers: readonly { answer: RefetchAnswer; url: string }[]): Unit[] {
  // a Map keeps its keys in the order they came: each shape where its first answer stands
  const groups = new Map<string, Unit["answers"]>();
  for (const { answer, url } of answers) {
    const key = joinKey(url, answer.id);
    groups.set(key, [...(groups.get(key) ?? []), { answer, url, shaped: shapeOf(url) }]);
  }
  return [...groups.values()].flatMap((group) => {
    const shaped = group[0]!.shaped;
    if (!shaped || group.length === 1) return group.map((one) => ({ answers: [one], url: one.url }));
    return chunks(group, joinable(shaped.limit)).map((part) => ({ answers: part, url: joinedUrl(part.map((one) => one.shaped!)) }));
  });
}

/** The bodies of a unit's answers, in its order: one request, split when it joined several. */
async function fetchUnit(config: Config, kv: KVNamespace, unit: Unit): Promise<unknown[] | null> {
  const body = await fetchAnswer(config, kv, unit.url, "publish");
  return unit.answers.length === 1 ? [body] : splitJoined(body, unit.answers.map(({ shaped }) => shaped!));
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
  const located = await Promise.all(todo.map(async (answer) => ({ answer, url: await urlOf(kv, from, answer) })));
  const outcomes: (keyof Refetched)[] = [];
  const settled = (outcome: keyof Refetched, count = 1) => outcomes.push(...Array<keyof Refetched>(count).fill(outcome));
  // Another CMS's answer, or one whose URL is gone with its copy: skipped.
  const others = located.filter(({ url }) => !url?.startsWith(`${config.CMS_URL}/`));
  if (ownLeases) await Promise.all(others.map(({ answer }) => releaseFetch(kv, placeOf(to, answer.id))));
  settled("skipped", others.length);
  const units = unitsOf(located.filter((one): one is { answer: RefetchAnswer; url: string } => !!one.url?.startsWith(`${config.CMS_URL}/`)));
  let cmsFailed = false;
  const started = Date.now();
  // The hottest (the move's leases, at most CMS_PUBLISH_RATE of them) all go at once: visitors are waiting for them,
  // and they are the ceiling's whole first second. The others are spaced.
  const burst = message.leased;
  const pace = pacer(config.CMS_PUBLISH_RATE);

  const one = async (unit: Unit, rank: number) => {
    const places = unit.answers.map(({ answer }) => placeOf(to, answer.id));
    const release = () => Promise.all(places.map((place) => releaseFetch(kv, place)));
    // Each request waits for about its turn before it takes its leases: a visitor who needs one waits for a fetch that is near.
    if (!burst) await new Promise((resolve) => setTimeout(resolve, started + startOffsetMs(rank, config.CMS_PUBLISH_RATE) - Date.now()));
    if (cmsFailed) {
      if (ownLeases) await release();
      return settled("left", places.length);
    }
    if (!ownLeases) await Promise.all(places.map((place) => holdFetch(kv, place.lease)));
    if (burst) pace.now();
    else await pace.turn();
    if (cmsFailed) {
      await release();
      return settled("left", places.length);
    }
    try {
      meter.spend("subrequests");
      const bodies = await fetchUnit(config, kv, unit);
      if (!bodies) throw new Error(`the joined answer of ${unit.answers.length} could not be split`);
      const gone = unit.answers.filter((_, i) => bodies[i] === undefined);
      if (gone.length) console.warn(`Publish: ${gone.length} answers no longer in the CMS (${gone[0]!.url}…), left to their first visitor`);
      await Promise.all(
        unit.answers.map(({ answer, url }, i) => {
          if (bodies[i] === undefined) return releaseFetch(kv, places[i]!);
          const note = { locale: answer.locale, storedAt: Date.now(), askedAt: answer.askedAt };
          const stored = { url, body: bodies[i] };
          // The last good copy too: should the CMS fail after a later publish, this is the newest to stand in.
          return Promise.all([writeGlobal(kv, places[i]!.answer, stored, note, answer.expiresAtMs), writeGlobal(kv, places[i]!.lastGood, stored, note, answer.expiresAtMs)]);
        }),
      );
      settled("fetched", places.length - gone.length);
      settled("skipped", gone.length);
    } catch (error) {
      console.warn(`Publish could not fetch ${unit.url} again (${places.length} answers), left to their first visitor:`, String(error));
      await release();
      if (!isCmsFailure(error)) return settled("skipped", places.length);
      cmsFailed = true;
      settled("left", places.length);
    }
  };

  await Promise.all(units.map(one));
  await pace.done();
  const count = (outcome: keyof Refetched) => outcomes.filter((found) => found === outcome).length;
  return { fetched: count("fetched"), skipped: answers.length - todo.length + count("skipped"), left: count("left") };
}
