/**
 * Where the image route keeps what it made: the data centre's Cache API in front of KV (the global tier), so a
 * transformation is made once per picture, variant and format, whichever data centre is asked next. Neither tier
 * varies on Accept: the format is part of the key.
 */
import { keyDigest } from "../../cms/cache/global";
import { edgeCache } from "../../cms/cache/store";
import { kvPut } from "../../cms/kv";
import type { Picture } from "./transform";

/** CMS file names carry a content hash: what is made from one never changes. A year, as /uploads keeps them. */
export const KEPT_SECONDS = 31_536_000;

/** A synthetic, never-fetched URL: the Cache API wants an http(s) request as key. */
export const cacheKey = (place: string) => new Request(`https://media-cache.invalid/${place}`, { method: "GET" });
/** KV's keys are 512 bytes at most; an upload's path may be longer. */
const kvKey = async (place: string) => `media:${await keyDigest(place)}`;

interface KvNote {
  type: string;
}

const cacheEntry = (picture: Picture) =>
  new Response(picture.bytes, { headers: { "content-type": picture.type, "cache-control": `public, max-age=${KEPT_SECONDS}` } });

interface Found {
  picture: Picture;
  /** Found in KV only: the data centre's copy, to write in the background. */
  backfill?: Promise<void>;
}

/** What is kept at `place`: the data centre's copy, else the global tier's; null when neither has it (or KV fails). */
export async function readKept(kv: KVNamespace, place: string): Promise<Found | null> {
  const cache = edgeCache();
  const cached = await cache.match(cacheKey(place));
  if (cached) return { picture: { bytes: new Uint8Array(await cached.arrayBuffer()), type: cached.headers.get("content-type") ?? "" } };
  try {
    const { value, metadata } = await kv.getWithMetadata<KvNote>(await kvKey(place), "arrayBuffer");
    if (!value || !metadata?.type) return null;
    const picture = { bytes: new Uint8Array(value), type: metadata.type };
    return { picture, backfill: cache.put(cacheKey(place), cacheEntry(picture)).catch((error) => console.warn(`Image ${place} not cached:`, String(error))) };
  } catch (error) {
    console.warn(`KV read of image ${place} failed, going on without it:`, String(error));
    return null;
  }
}

/** Keeps a picture in the data centre, and in KV when it cost a transformation (an SVG is only read, never made). */
export async function keep(kv: KVNamespace, place: string, picture: Picture, global: boolean): Promise<void> {
  await Promise.all([
    edgeCache().put(cacheKey(place), cacheEntry(picture)).catch((error) => console.warn(`Image ${place} not cached:`, String(error))),
    global ? kvPut(kv, await kvKey(place), picture.bytes, { expirationTtl: KEPT_SECONDS, metadata: { type: picture.type } satisfies KvNote }) : null,
  ]);
}
