/** A page-cache entry: the answer's bytes, where its nonce sits in them, and when it was stored. */
import { fillSlots, findAll } from "./nonce-slots";

export const STORED_AT = "x-page-stored-at";
/** Where the stored page holds the nonce it was rendered with (byte offsets, comma-separated), and that nonce's length. */
const NONCE_SLOTS = "x-page-nonce-at";
const NONCE_LENGTH = "x-page-nonce-length";
const KEPT_HEADERS = ["content-type", "content-language"];
const encoder = new TextEncoder();
/** How entries are stored: part of the key, so a deploy that changes it never reads an entry of the old shape. */
export const ENTRY_FORMAT = "nonce-slots";

const keptHeaders = (from: Headers, into = new Headers()) => {
  for (const name of KEPT_HEADERS) {
    const value = from.get(name);
    if (value) into.set(name, value);
  }
  return into;
};

/** The stored page with the request's own nonce written over the one it was rendered with; null when it cannot be. */
export async function servedFromCache(hit: Response, nonce: string): Promise<Response | null> {
  const headers = keptHeaders(hit.headers);
  const slots = hit.headers.get(NONCE_SLOTS);
  if (!slots) {
    // A document always holds its nonce: one stored without slots could not run its scripts under this request's CSP.
    return headers.get("content-type")?.startsWith("text/html") ? null : new Response(hit.body, { status: 200, headers });
  }
  const bytes = new Uint8Array(await hit.arrayBuffer());
  const offsets = slots.split(",").map(Number);
  // A nonce of another length (none is made today) would not fit: such a page is rendered again.
  if (!fillSlots(bytes, offsets, encoder.encode(nonce), Number(hit.headers.get(NONCE_LENGTH)))) return null;
  return new Response(bytes, { status: 200, headers });
}

/** What the cache keeps of an answer: its bytes, where its nonce sits, and when it was stored. */
export async function forCache(body: ReadableStream, res: Response, freshSeconds: number, nonce: string): Promise<Response> {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  const headers = keptHeaders(res.headers, new Headers({ "cache-control": `public, max-age=${Math.max(1, freshSeconds)}`, [STORED_AT]: String(Date.now()) }));
  const nonceBytes = encoder.encode(nonce);
  const offsets = findAll(bytes, nonceBytes);
  if (offsets.length) {
    headers.set(NONCE_SLOTS, offsets.join(","));
    headers.set(NONCE_LENGTH, String(nonceBytes.length));
  }
  return new Response(bytes, { status: 200, headers });
}
