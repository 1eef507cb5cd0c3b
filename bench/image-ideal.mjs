// What a page's images would weigh at best: each photo cut by sharp to exactly the box the page draws it in, times the
// screen's density, and encoded as AVIF at the edge's own quality; and whether an answer the browser got was the
// CMS's original file itself.
import { createHash } from "node:crypto";
import sharp from "sharp";

/** The CMS file an image address names (`/media/w1080/uploads/x.jpg`, `/uploads/x.jpg`): its /uploads path, or null. */
export const uploadOf = (url) => /\/uploads\/[^?#]+$/.exec(new URL(url).pathname)?.[0] ?? null;

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** Originals fetched from `origin` (the CMS, which serves its files at /uploads), each once. */
export function originals(origin) {
  const files = new Map();
  const get = (upload) => {
    if (!files.has(upload)) {
      files.set(upload, fetch(`${origin}${upload}`).then(async (res) => {
        if (!res.ok) throw new Error(`${origin}${upload}: ${res.status}`);
        const bytes = Buffer.from(await res.arrayBuffer());
        return { bytes, hash: sha256(bytes), raster: !/\.svg$/i.test(upload) };
      }));
    }
    return files.get(upload);
  };
  /** Whether `body` is the photo's original file (an SVG is served as it is, by design). */
  const isOriginal = async (upload, body) => {
    const file = await get(upload);
    return file.raster && file.hash === sha256(body);
  };
  return { get, isOriginal };
}

/** Bytes of the AVIF of `original` cut to `box` (CSS pixels) at `dpr`, at `quality`. */
export async function idealAvifBytes(original, box, dpr, quality) {
  const width = Math.max(1, Math.round(box.width * dpr));
  const height = Math.max(1, Math.round(box.height * dpr));
  const avif = await sharp(original).rotate().resize(width, height, { fit: "cover", withoutEnlargement: true }).avif({ quality }).toBuffer();
  return avif.length;
}
