/**
 * The page cache's global tier: rendered pages in Workers KV, read by a data centre whose own copies miss, so the
 * first visitor of a page there gets another data centre's render instead of waiting for one. The entries are the
 * data centre's own (entry.ts: the shared headers only, the nonce's place to write each visitor's own), keyed by the
 * content version, so after a publish no data centre can read an older page.
 */
import { endOfParisDay, parisDay } from "../../../core/dates";
import { keyDigest, KV_SHORTEST_S } from "../../cms/cache/global";
import { kvPut } from "../../cms/kv";
import { entryAge, entryFrom, noteOf, type EntryNote, type PageEntry } from "./entry";

/** KV's limits: an entry's note is its metadata (1024 bytes as JSON), the page its value (25 MiB). */
const NOTE_MAX_BYTES = 1024;
const VALUE_MAX_BYTES = 25 * 1024 * 1024;

/** `page:<version>:<SHA-256 of the page-cache key>`: the key names deploy, locale, device, path and query, too long for KV. */
export const globalPageKey = async (version: string, pageKey: string) => `page:${version}:${await keyDigest(pageKey)}`;

/** The fresh copy under key, or null (none, expired, of another Paris day, or KV failing: a miss, never an error). */
export async function readGlobalPage(kv: KVNamespace, key: string, freshSeconds: number): Promise<PageEntry | null> {
  try {
    const { value, metadata } = await kv.getWithMetadata<EntryNote>(key, "arrayBuffer");
    const entry = value && metadata ? entryFrom(new Uint8Array(value), metadata) : null;
    return entry && entryAge(entry, freshSeconds) === "fresh" ? entry : null;
  } catch (error) {
    console.warn(`KV read of ${key} failed, going on without it:`, String(error));
    return null;
  }
}

/**
 * When a copy stops being served: the end of its freshness or of the Paris day it was rendered on, whichever comes
 * first. KV drops it then (or 60 s from now, the shortest expiry KV takes; reads check the age themselves).
 */
const globalPageExpiry = (entry: EntryNote, freshSeconds: number) =>
  Math.min(entry.storedAt + freshSeconds * 1000, endOfParisDay(parisDay(new Date(entry.storedAt))));

export async function writeGlobalPage(kv: KVNamespace, key: string, entry: PageEntry, freshSeconds: number, nowMs = Date.now()): Promise<void> {
  const note = noteOf(entry);
  const expiresAt = globalPageExpiry(entry, freshSeconds);
  if (expiresAt <= nowMs) return;
  if (new TextEncoder().encode(JSON.stringify(note)).length > NOTE_MAX_BYTES || entry.bytes.length > VALUE_MAX_BYTES) {
    console.warn(`Page ${key} is past KV's limits, kept in this data centre only`);
    return;
  }
  const expiration = Math.ceil(Math.max(expiresAt, nowMs + (KV_SHORTEST_S + 1) * 1000) / 1000);
  await kvPut(kv, key, entry.bytes, { expiration, metadata: note });
}
