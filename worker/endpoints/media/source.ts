/** A CMS file's bytes for the image route: from the CMS or its bucket (as /uploads reads them), bounded in size and time. */
import { IMAGE_MAX_BYTES } from "../../../core/constants";
import type { Config } from "../../config/schema";
import { mediaSource } from "../uploads";
import { ImageRefusal, REFUSED } from "./refusal";

const tooHeavy = () => new ImageRefusal(422, REFUSED.tooHeavy(IMAGE_MAX_BYTES / 1024 / 1024));

/** The whole file, or a refusal: 404 when the origin has none, 422 past IMAGE_MAX_BYTES, 503 or 504 when it fails. */
export async function readSource(config: Config, upload: string): Promise<Uint8Array> {
  let origin: Response;
  try {
    origin = await fetch(mediaSource(upload, config), { signal: AbortSignal.timeout(config.CMS_TIMEOUT_MS) });
    if (!origin.ok) {
      await origin.body?.cancel();
      // a bucket that does not let the public list it answers 403 for a missing object; a 403 from the CMS is a fault
      const missing = origin.status === 404 || (origin.status === 403 && Boolean(config.MEDIA_URL));
      throw new ImageRefusal(missing ? 404 : 503);
    }
    if (Number(origin.headers.get("content-length")) > IMAGE_MAX_BYTES) {
      await origin.body?.cancel();
      throw tooHeavy();
    }
    return await readCapped(origin);
  } catch (error) {
    if (error instanceof ImageRefusal) throw error;
    console.warn(`Image source ${upload} unavailable:`, String(error));
    throw new ImageRefusal(error instanceof Error && error.name === "TimeoutError" ? 504 : 503);
  }
}

/** The body, stopped as soon as it passes IMAGE_MAX_BYTES (a length the origin did not say, or lied about). */
async function readCapped(origin: Response): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let total = 0;
  const reader = origin.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.length;
    if (total > IMAGE_MAX_BYTES) {
      await reader.cancel();
      throw tooHeavy();
    }
    parts.push(read.value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
