/**
 * A publish, as the webhook runs it: every answer visitors asked for under the current content version is leased under
 * the next version, the version moves (the change shows at once), then each answer is fetched once from the CMS into
 * the global tier. A visitor who needs one before it is there waits for that fetch in KV rather than asking the CMS too:
 * after a publish the CMS answers each URL once, not once per data centre. An answer that fails to fetch is handed
 * back (its lease released) to the first visitor who needs it.
 */
import type { Config } from "../../content/config";
import { fetchAnswer, isCmsFailure } from "./client";
import { answersAt, globalPlace, holdFetch, releaseFetch, writeGlobal, type GlobalPlace } from "./cache/global";
import { bumpVersion } from "./cache/version";

/** Fetches at once: the CMS is one Strapi, the publish should not stall it. */
const PARALLEL = 16;
/** Strapi sends update and publish back to back: webhooks within this window make one publish. */
export const SETTLE_MS = 200;

/** When the publish waiting for its settle window ends (this isolate); webhooks before it join that publish. */
let settlingUntil = 0;

export interface Published {
  /** The new content version, or null when a publish about to start covers this webhook. */
  version: string | null;
  refetched: number;
}

/** One answer to fetch again: where it goes under the new version, and until when it may live there. */
interface Refetch {
  url: string;
  locale: string;
  askedAt: number;
  expiresAtMs: number;
  place: GlobalPlace;
}

export async function publish(config: Config, kv: KVNamespace): Promise<Published> {
  const now = Date.now();
  if (now < settlingUntil) return { version: null, refetched: 0 };
  settlingUntil = now + SETTLE_MS;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  let queue: Refetch[] = [];
  let prepared = "";
  const version = await bumpVersion(kv, async (from, to) => {
    queue = await answersInUse(config, kv, from, to);
    await Promise.all(queue.map(({ place }) => holdFetch(kv, place.lease)));
    prepared = to;
  });
  // A later publish moved the version past this one while it prepared: that one fetches what is in use.
  if (version !== prepared) {
    await Promise.all(queue.map(({ place }) => releaseFetch(kv, place)));
    return { version, refetched: 0 };
  }
  return { version, refetched: await refetchAnswers(config, kv, queue) };
}

/** Each answer of this CMS asked for within the stale window, the most recently asked first. */
async function answersInUse(config: Config, kv: KVNamespace, from: string, to: string): Promise<Refetch[]> {
  const askedSince = Date.now() - config.CMS_STALE_SECONDS * 1000;
  const queue: Refetch[] = [];
  for await (const { url, note, expiration } of answersAt(kv, from)) {
    if (note.askedAt < askedSince || !url.startsWith(`${config.CMS_URL}/`)) continue;
    // Dated answers keep the end of their Paris day; the others get a full fresh and stale window from now.
    const keepMs = (config.CMS_FRESH_SECONDS + config.CMS_STALE_SECONDS) * 1000;
    const expiresAtMs = Math.min(Date.now() + keepMs, expiration ? expiration * 1000 : Infinity);
    queue.push({ url, locale: note.locale, askedAt: note.askedAt, expiresAtMs, place: await globalPlace(to, url, note.locale) });
  }
  return queue.sort((a, b) => b.askedAt - a.askedAt);
}

/**
 * Each answer fetched again and stored under the new version; how many were. Once the CMS fails (down, slow, erring)
 * no further fetch starts and the leases left are released: visitors get the last good copies, or ask themselves.
 */
async function refetchAnswers(config: Config, kv: KVNamespace, queue: Refetch[]): Promise<number> {
  let done = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { url, locale, askedAt, expiresAtMs, place } = next;
      try {
        const body = await fetchAnswer(config, kv, url, "publish");
        const note = { locale, storedAt: Date.now(), askedAt };
        // The last good copy too: should the CMS fail after a later publish, this is the newest to stand in.
        await Promise.all([writeGlobal(kv, place.answer, { url, body }, note, expiresAtMs), writeGlobal(kv, place.lastGood, { url, body }, note, expiresAtMs)]);
        done++;
      } catch (error) {
        console.warn(`Publish could not fetch ${url} again, left to the first visitor:`, String(error));
        const handedBack = isCmsFailure(error) ? [next, ...queue.splice(0)] : [next];
        await Promise.all(handedBack.map(({ place: left }) => releaseFetch(kv, left)));
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return done;
}
