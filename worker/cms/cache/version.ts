/**
 * The content version: part of every cache key, bumped by the publish webhook so every data centre
 * misses on its next read. KV reads are cached at the edge for about 60 s, so a bump can take that
 * long to reach other data centres (locally it is immediate); the isolate that received the webhook
 * uses its own bump at once. A read is remembered in the isolate for VERSION_MEMO_MS: that spares the
 * KV read on most requests (at most four a second per isolate) and adds at most a quarter of a second to the two
 * a publish may take to show.
 */

import { kvGet } from "../kv";

const VERSION_KEY = "cms:version";

/** The last version this isolate wrote: a newer value than a KV read still cached at the edge. */
let bumpedHere = 0;

const asVersion = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

export const VERSION_MEMO_MS = 250;

/** The last value read from KV and when: a value, not a promise, since workerd ties a promise to its request. */
let remembered = { version: 0, at: -Infinity };

export async function readVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  if (now - remembered.at >= VERSION_MEMO_MS) remembered = { version: asVersion(await kvGet(kv, VERSION_KEY)), at: now };
  return String(Math.max(remembered.version, bumpedHere));
}

/** KV takes one write per key per second: a version moves at least this long after the one before. */
const VERSION_GAP_MS = 1000;

/** The version as KV and this isolate know it now, not remembered: where a publish starts from. */
export const latestVersion = async (kv: KVNamespace) => String(Math.max(asVersion(await kv.get(VERSION_KEY)), bumpedHere));

/**
 * A new version, later than any before it (milliseconds, at least VERSION_GAP_MS after the previous one). `prepare` runs before anyone reads it:
 * the publish takes the leases of the answers it will fetch under it. Answers the version written, or a later one.
 */
export async function bumpVersion(kv: KVNamespace, prepare?: (from: string, to: string) => Promise<void>): Promise<string> {
  const previous = Number(await latestVersion(kv));
  const next = Math.max(Date.now(), previous + VERSION_GAP_MS);
  // A version is the time its move began: what was published before it is in what it fetches (publish/storm.ts).
  await new Promise((resolve) => setTimeout(resolve, Math.min(VERSION_GAP_MS, Math.max(0, next - Date.now()))));
  await prepare?.(String(previous), String(next));
  // A publish that started later may have moved the version while this one prepared: never move it back.
  const meanwhile = Math.max(asVersion(await kv.get(VERSION_KEY)), bumpedHere);
  if (meanwhile > next) return String(meanwhile);
  bumpedHere = next;
  const version = String(next);
  await kv.put(VERSION_KEY, version).catch(async (error) => {
    // KV takes one write per key per second; Strapi sends update and publish back to back.
    console.warn("CMS version write refused, retrying once:", String(error));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await kv.put(VERSION_KEY, version);
  });
  return version;
}
