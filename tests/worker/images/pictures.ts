/** Pictures for the image route's tests, made in workerd: a photo's stand-in as PNG and JPEG, what a format's bytes say. */
import { env } from "cloudflare:workers";
import { photoPng } from "./png";

export const IMAGES = (env as unknown as { IMAGES: ImagesBinding }).IMAGES;

export const streamOf = (bytes: Uint8Array) => new Response(bytes).body!;

/** The PNG re-encoded as JPEG by the binding itself (Miniflare's sharp), as a phone or a camera writes photos. */
export async function photoJpeg(width: number, height: number): Promise<Uint8Array> {
  const result = await IMAGES.input(streamOf(await photoPng(width, height))).output({ format: "image/jpeg" });
  return new Uint8Array(await result.response().arrayBuffer());
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The format the bytes themselves say (magic numbers), whatever a header claims. */
export function formatOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "jpeg";
  if (ascii(bytes, 1, 4) === "PNG") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 12) === "ftypavif") return "avif";
  return "unknown";
}

/** A picture's size: the binding's info() for what it reads, the `ispe` box of an AVIF (which Miniflare's info() does not read). */
export async function sizeOf(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  if (formatOf(bytes) !== "avif") {
    const info = await IMAGES.info(streamOf(bytes));
    if (!("width" in info)) throw new Error(`no size in ${info.format}`);
    return { width: info.width, height: info.height };
  }
  for (let at = 0; at + 16 <= bytes.length; at++) {
    if (ascii(bytes, at, at + 4) === "ispe") {
      const view = new DataView(bytes.buffer, bytes.byteOffset + at + 8, 8);
      return { width: view.getUint32(0), height: view.getUint32(4) };
    }
  }
  throw new Error("AVIF without ispe");
}

/** Chromium's Accept for images. */
export const CHROMIUM_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
