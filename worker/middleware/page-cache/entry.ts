/** A page-cache entry: the answer's bytes, where its nonce sits in them, and when it was stored. */
import { parisDay } from "../../../core/dates";
import { freshnessOf, type Freshness } from "../../cms/cache/freshness";
import { fillSlots, findAll } from "./nonce-slots";

const STORED_AT = "x-page-stored-at";
/** Where the stored page holds the nonce it was rendered with (byte offsets, comma-separated), and that nonce's length. */
const NONCE_SLOTS = "x-page-nonce-at";
const NONCE_LENGTH = "x-page-nonce-length";
const KEPT_HEADERS = ["content-type", "content-language"];
const encoder = new TextEncoder();
/** How entries are stored: part of the key, so a deploy that changes it never reads an entry of the old shape. */
export const ENTRY_FORMAT = "nonce-slots";

/** What an entry says of itself beside its bytes: in the Cache API's headers, or as KV's metadata (the global tier). */
export interface EntryNote {
  /** Only the headers every visitor may share (never a cookie). */
  headers: [string, string][];
  storedAt: number;
  /** Byte offsets of the nonce the page was rendered with; empty for answers without scripts. */
  slots: number[];
  nonceLength: number;
}

export interface PageEntry extends EntryNote {
  bytes: Uint8Array;
}

const keptHeaders = (from: Headers): [string, string][] =>
  KEPT_HEADERS.flatMap((name) => {
    const value = from.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });

/** The entry for a rendered answer, read whole from its body. */
export async function entryOf(body: ReadableStream, res: Response, nonce: string): Promise<PageEntry> {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  const nonceBytes = encoder.encode(nonce);
  return { bytes, headers: keptHeaders(res.headers), storedAt: Date.now(), slots: findAll(bytes, nonceBytes), nonceLength: nonceBytes.length };
}

/** The entry as the Cache API keeps it: its bookkeeping in headers of its own. */
export function storedForm(entry: PageEntry, freshSeconds: number): Response {
  const headers = new Headers(entry.headers);
  headers.set("cache-control", `public, max-age=${Math.max(1, freshSeconds)}`);
  headers.set(STORED_AT, String(entry.storedAt));
  if (entry.slots.length) {
    headers.set(NONCE_SLOTS, entry.slots.join(","));
    headers.set(NONCE_LENGTH, String(entry.nonceLength));
  }
  return new Response(entry.bytes, { status: 200, headers });
}

/** The note without the bytes: what the global tier keeps as the entry's metadata. */
export const noteOf = ({ headers, storedAt, slots, nonceLength }: EntryNote): EntryNote => ({ headers, storedAt, slots, nonceLength });

/** An entry from its stored parts; null for a document stored without its nonce's place (an older deploy's entry). */
export function entryFrom(bytes: Uint8Array, note: EntryNote): PageEntry | null {
  // A document always holds its nonce: one stored without slots could not run its scripts under this request's CSP.
  const html = note.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));
  if ((!note.slots.length && html) || !Number.isFinite(note.storedAt)) return null;
  return { ...noteOf(note), bytes };
}

/** The entry back from the Cache API. */
export async function entryFromStored(hit: Response): Promise<PageEntry | null> {
  const slots = hit.headers.get(NONCE_SLOTS);
  return entryFrom(new Uint8Array(await hit.arrayBuffer()), {
    headers: keptHeaders(hit.headers),
    storedAt: Number(hit.headers.get(STORED_AT)),
    slots: slots ? slots.split(",").map(Number) : [],
    nonceLength: Number(hit.headers.get(NONCE_LENGTH)),
  });
}

/**
 * Fresh for freshSeconds, then stale as long again; expired past that, and on any later Paris day than the one it was
 * rendered on, since every page counts its events from "today" in Paris.
 */
export function entryAge(entry: EntryNote, freshSeconds: number, now = new Date()): Freshness {
  if (parisDay(new Date(entry.storedAt)) !== parisDay(now)) return "expired";
  return freshnessOf(entry.storedAt, now.getTime(), { freshSeconds, staleSeconds: freshSeconds });
}

/** The stored answer with the request's own nonce written over the one it was rendered with; null when it cannot be. */
export function servedFrom(entry: PageEntry, nonce: string): Response | null {
  // A copy: the entry may serve other requests, each with its own nonce.
  const bytes = entry.slots.length ? entry.bytes.slice() : entry.bytes;
  // A nonce of another length (none is made today) would not fit: such a page is rendered again.
  if (entry.slots.length && !fillSlots(bytes, entry.slots, encoder.encode(nonce), entry.nonceLength)) return null;
  return new Response(bytes, { status: 200, headers: entry.headers });
}
