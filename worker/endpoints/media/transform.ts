/**
 * One transformation through Cloudflare's Images binding, after the checks that keep bad sources from it: the header
 * read first (info()), so a decompression bomb is refused by its size, never decoded; an SVG under a bitmap's name
 * is refused, never rasterised; a JPEG cut short is refused, not drawn half grey.
 */
import { IMAGE_MAX_PIXELS, SHARE_IMAGE } from "../../../core/constants";
import type { Variant } from "../../../core/images/address";
import type { Encoding } from "./accept";
import { jpegIsWhole } from "./jpeg";
import { ImageRefusal, REFUSED } from "./refusal";

export interface Picture {
  bytes: Uint8Array;
  type: string;
}

const BITMAPS = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
/** sharp's own defaults, which Miniflare encodes with: production's bytes are what local runs and benches measure. */
const QUALITY: Partial<Record<ImageOutputOptions["format"], number>> = { "image/avif": 50, "image/webp": 80, "image/jpeg": 80 };
/** Past this, a transformation is given up (and nothing kept): the visitor gets a 504, not a request left hanging. */
const TRANSFORM_TIMEOUT_MS = 20_000;

const streamOf = (bytes: Uint8Array) => new Response(bytes).body!;

/** The picture's format and size, from its header. */
async function header(images: ImagesBinding, source: Uint8Array) {
  const info = await images.info(streamOf(source)).catch((error: unknown) => {
    console.warn("Image header unreadable:", String(error));
    throw new ImageRefusal(422, REFUSED.notImage);
  });
  if (!("width" in info) || !BITMAPS.has(info.format)) throw new ImageRefusal(422, REFUSED.notImage);
  if (info.width * info.height > IMAGE_MAX_PIXELS) throw new ImageRefusal(422, REFUSED.tooLarge(IMAGE_MAX_PIXELS / 1_000_000));
  if (info.format === "image/jpeg" && !jpegIsWhole(source)) throw new ImageRefusal(422, REFUSED.unreadable);
  return info;
}

/** AVIF or WebP when the browser takes them; otherwise PNG for a picture that may be transparent, JPEG for the rest. */
function outputFormat(variant: Variant, encoding: Encoding, source: string): ImageOutputOptions["format"] {
  if (variant.kind === "share") return "image/jpeg";
  if (encoding !== "original") return `image/${encoding}`;
  return source === "image/png" || source === "image/gif" ? "image/png" : "image/jpeg";
}

/** Never wider than the picture itself; the share image filled and cropped around its focus. */
function resizing(variant: Variant, width: number): ImageTransform {
  if (variant.kind === "share") {
    const gravity = { x: variant.focus.x / 100, y: variant.focus.y / 100, mode: "box-center" as const };
    return { ...SHARE_IMAGE, fit: "cover", gravity };
  }
  return variant.kind === "width" && variant.width < width ? { width: variant.width } : {};
}

/** The work's result, or a 504 refusal once TRANSFORM_TIMEOUT_MS have passed. */
async function inTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ImageRefusal(504)), TRANSFORM_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

export async function transform(images: ImagesBinding, source: Uint8Array, variant: Variant, encoding: Encoding): Promise<Picture> {
  const info = await header(images, source);
  const format = outputFormat(variant, encoding, info.format);
  const run = async () => {
    const result = await images.input(streamOf(source)).transform(resizing(variant, info.width)).output({ format, quality: QUALITY[format] });
    return { bytes: new Uint8Array(await result.response().arrayBuffer()), type: result.contentType() };
  };
  const picture = await inTime(
    run().catch((error: unknown) => {
      console.warn("Image transformation failed:", String(error));
      throw new ImageRefusal(422, REFUSED.unreadable);
    }),
  );
  // a picture whose data breaks off past its header comes out empty (sharp stops at the error)
  if (picture.bytes.length === 0) throw new ImageRefusal(422, REFUSED.unreadable);
  return picture;
}
