/**
 * A publish, as the webhook runs it: every answer visitors asked for under the current content version is fetched
 * once from the CMS and stored in the global tier under the next version, then the version moves. Data centres that
 * then read the new version find each answer in KV: after a publish the CMS answers each URL once, not once per data
 * centre. An answer that fails to fetch is left to the first visitor who needs it (one fetch again, by lease).
 */
import type { Config } from "../../content/config";
import { fetchAnswer, isCmsFailure } from "./client";
import { answersAt, globalPlace, writeGlobal } from "./cache/global";
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

export async function publish(config: Config, kv: KVNamespace): Promise<Published> {
  const now = Date.now();
  if (now < settlingUntil) return { version: null, refetched: 0 };
  settlingUntil = now + SETTLE_MS;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  let refetched = 0;
  const version = await bumpVersion(kv, async (from, to) => {
    refetched = await refetchAnswers(config, kv, from, to);
  });
  return { version, refetched };
}

/**
 * Each answer of this CMS asked for within the stale window, fetched again and stored under `to`; how many were. Once
 * the CMS fails (down, slow, erring) no further fetch starts: the version moves on and visitors get the last good copies.
 */
async function refetchAnswers(config: Config, kv: KVNamespace, from: string, to: string): Promise<number> {
  const askedSince = Date.now() - config.CMS_STALE_SECONDS * 1000;
  const queue: { url: string; locale: string; askedAt: number; expiresAtMs: number }[] = [];
  for await (const { url, note, expiration } of answersAt(kv, from)) {
    if (note.askedAt < askedSince || !url.startsWith(`${config.CMS_URL}/`)) continue;
    // Dated answers keep the end of their Paris day; the others get a full fresh and stale window from now.
    const keepMs = (config.CMS_FRESH_SECONDS + config.CMS_STALE_SECONDS) * 1000;
    queue.push({ url, locale: note.locale, askedAt: note.askedAt, expiresAtMs: Math.min(Date.now() + keepMs, expiration ? expiration * 1000 : Infinity) });
  }
  let done = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { url, locale, askedAt, expiresAtMs } = next;
      try {
        const body = await fetchAnswer(config, kv, url, "publish");
        const note = { locale, storedAt: Date.now(), askedAt };
        const place = await globalPlace(to, url, locale);
        // The last good copy too: should the CMS fail after a later publish, this is the newest to stand in.
        await Promise.all([writeGlobal(kv, place.answer, { url, body }, note, expiresAtMs), writeGlobal(kv, place.lastGood, { url, body }, note, expiresAtMs)]);
        done++;
      } catch (error) {
        console.warn(`Publish could not fetch ${url} again, left to the first visitor:`, String(error));
        if (isCmsFailure(error)) queue.length = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return done;
}
