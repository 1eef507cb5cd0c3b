/** A page-cache entry: the answer's bytes, where its nonce sits in them, and when it was stored. */
import { fillSlots, findAll } from "./nonce-slots";

const STORED_AT = "x-page-stored-at";
/** Where the stored page holds the nonce it was rendered with (byte offsets, comma-separated), and that nonce's length. */
const NONCE_SLOTS = "x-page-nonce-at";
const NONCE_LENGTH = "x-page-nonce-length";
const KEPT_HEADERS = ["content-type", "content-language"];
const encoder = new TextEncoder();
/** How entries are stored: part of the key, so a deploy that changes it never reads an entry of the old shape. */
export const ENTRY_FORMAT = "nonce-slots";

export interface PageEntry {
  bytes: Uint8Array;
  /** Only the headers every visitor may share (never a cookie). */
  headers: [string, string][];
  storedAt: number;
  /** Byte offsets of the nonce the page was rendered with; empty for answers without scripts. */
  slots: number[];
  nonceLength: number;
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

/** The entry back from the Cache API; null for a document stored without its nonce's place (an older deploy's entry). */
export async function entryFromStored(hit: Response): Promise<PageEntry | null> {
  const slots = hit.headers.get(NONCE_SLOTS);
  // A document always holds its nonce: one stored without slots could not run its scripts under this request's CSP.
  if (!slots && hit.headers.get("content-type")?.startsWith("text/html")) return null;
  return {
    bytes: new Uint8Array(await hit.arrayBuffer()),
    headers: keptHeaders(hit.headers),
    storedAt: Number(hit.headers.get(STORED_AT)),
    slots: slots ? slots.split(",").map(Number) : [],
    nonceLength: Number(hit.headers.get(NONCE_LENGTH)),
  };
}

/** The stored answer with the request's own nonce written over the one it was rendered with; null when it cannot be. */
export function servedFrom(entry: PageEntry, nonce: string): Response | null {
  // A copy: the entry may serve other requests, each with its own nonce.
  const bytes = entry.slots.length ? entry.bytes.slice() : entry.bytes;
  // A nonce of another length (none is made today) would not fit: such a page is rendered again.
  if (entry.slots.length && !fillSlots(bytes, entry.slots, encoder.encode(nonce), entry.nonceLength)) return null;
  return new Response(bytes, { status: 200, headers: entry.headers });
}
