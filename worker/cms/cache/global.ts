/**
 * The global tier: CMS answers in Workers KV, one copy for every data centre, between each data centre's Cache API
 * and the one CMS. Keys carry the content version, so after a publish no data centre reads an older copy; a lease
 * key lets one request in the world fetch an answer while the others wait for its copy. KV is a help, never a
 * dependency: a failed read is a miss, a failed write is logged.
 */
import { kvDelete, kvPut } from "../kv";

interface GlobalAnswer {
  body: unknown;
  storedAtMs: number;
}

/** What an entry says of itself (KV metadata, at most 1024 bytes: a CMS URL with its query may not fit, so it is in the value). */
interface AnswerNote {
  locale: string;
  storedAt: number;
  /** When a visitor's request last fetched it: a publish refetches only what visitors still ask for. */
  askedAt: number;
  /** The CMS URL, when it fits in KV's metadata: a publish lists what to refetch without reading the values. */
  url?: string;
}

/** The value: the answer's body and the CMS URL it came from (what a publish fetches again). */
interface Stored {
  url: string;
  body: unknown;
}

/** Where one CMS answer lives in KV. */
export interface GlobalPlace {
  answer: string;
  /** The last good answer of any version: served only when the CMS fails. */
  lastGood: string;
  lease: string;
}

const ANSWERS = "cms:answer:";
/** KV refuses an expiry less than 60 s away; an answer that would live less than that is not shared. */
export const KV_SHORTEST_S = 60;
/** KV's limit on an entry's metadata, in bytes of JSON. */
const METADATA_BYTES = 1024;
/**
 * A lease says that an answer of a version is fetched, or being fetched: a publish's refetch skips it. It lasts
 * longer than a refetch at the ceiling takes (ANSWERS_MAX at 20/s: 42 min); waiters look at its age, not its presence.
 */
const LEASE_TTL_S = 3600;
/** How often a request waiting for another's fetch looks for its copy. */
const POLL_MS = 40;

/** A KV key's own part, as a SHA-256 in hex: URLs with their query can pass KV's 512-byte key limit. */
export const keyDigest = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, "0")).join("");

export const globalPlace = async (version: string, url: string, locale: string): Promise<GlobalPlace> => placeOf(version, await keyDigest(`${locale} ${url}`));

/** Where the answer of id (the digest of its locale and URL) lives under a version. */
export const placeOf = (version: string, id: string): GlobalPlace => ({
  answer: `${ANSWERS}${version}:${id}`,
  lastGood: `cms:last-good:${id}`,
  lease: `cms:lease:${version}:${id}`,
});

export async function readGlobal(kv: KVNamespace, key: string): Promise<(GlobalAnswer & { url: string; note: AnswerNote }) | null> {
  try {
    const { value, metadata } = await kv.getWithMetadata<AnswerNote>(key, "text");
    if (value === null || !metadata || !Number.isFinite(metadata.storedAt)) return null;
    const { url, body } = JSON.parse(value) as Stored;
    return { body, url, note: metadata, storedAtMs: metadata.storedAt };
  } catch (error) {
    console.warn(`KV read of ${key} failed, going on without it:`, String(error));
    return null;
  }
}

/** Stored until expiresAtMs (its lifetimes, or the end of the Paris day it counts from, whichever comes first). */
export async function writeGlobal(kv: KVNamespace, key: string, stored: Stored, note: AnswerNote, expiresAtMs: number): Promise<void> {
  const expiration = Math.floor(expiresAtMs / 1000);
  if (!(expiration - Date.now() / 1000 > KV_SHORTEST_S)) return;
  const withUrl = { ...note, url: stored.url };
  const metadata = new TextEncoder().encode(JSON.stringify(withUrl)).length <= METADATA_BYTES ? withUrl : note;
  await kvPut(kv, key, JSON.stringify(stored), { expiration, metadata });
}

/**
 * Whether this request is the one to fetch an answer from the CMS: nobody took its lease since the copy at hand was
 * stored (sinceMs; 0 without a copy), or the holder has been at it longer than heldMs (it failed or died). KV has no
 * compare-and-set: two data centres asking in the same instant may both fetch; every later one waits.
 */
export async function claimFetch(kv: KVNamespace, lease: string, heldMs: number, sinceMs = 0, nowMs = Date.now()): Promise<boolean> {
  const holder = Number(await kv.get(lease).catch(() => null));
  if (holder > sinceMs && nowMs - holder < heldMs) return false;
  await holdFetch(kv, lease, nowMs);
  return true;
}

/** Takes a lease without looking: for a version nobody reads yet, which only the publish preparing it can hold. */
export const holdFetch = (kv: KVNamespace, lease: string, nowMs = Date.now()) => kvPut(kv, lease, String(nowMs), { expirationTtl: LEASE_TTL_S });

/** The copy another request is fetching, once it is in KV; null after waitMs, or as soon as the fetch gave up its lease. */
export async function awaitGlobal(kv: KVNamespace, place: GlobalPlace, waitMs: number): Promise<GlobalAnswer | null> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const found = await readGlobal(kv, place.answer);
    if (found) return found;
    if ((await kv.get(place.lease).catch(() => null)) === null) return null;
  }
  return null;
}

/** A fetch that failed hands the answer back: the requests waiting for it ask the CMS themselves at once. */
export const releaseFetch = (kv: KVNamespace, place: GlobalPlace) => kvDelete(kv, place.lease);

/** One answer stored under a version, as KV's listing gives it (no value read): what a publish fetches again. */
export interface Listed {
  id: string;
  note: AnswerNote;
  /** KV's expiry, in seconds. */
  expiration?: number;
}

/** Every answer stored under a version, a page of up to 1,000 at a time: one KV operation per page. */
export async function* answersAt(kv: KVNamespace, version: string): AsyncGenerator<Listed[]> {
  const prefix = `${ANSWERS}${version}:`;
  let cursor: string | undefined;
  do {
    const page = await kv.list<AnswerNote>({ prefix, cursor });
    yield page.keys.flatMap(({ name, metadata, expiration }) => (metadata ? [{ id: name.slice(prefix.length), note: metadata, expiration }] : []));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
