/**
 * /media/<variant>/uploads/<file>: a CMS image as the pages show it (core/images), resized and re-encoded once at the
 * edge through the Images binding (AVIF, else WebP, else the picture's own kind, as the browser's Accept allows) and
 * kept there; an SVG as it is. `Server-Timing: transform;dur=…` on exactly the answers that ran a transformation
 * (docs/images.md). Anything else is a clear refusal, never cached: 404 outside the list or /uploads, 422 for a
 * source that is no image, too large or broken.
 */
import type { Context } from "hono";
import { readImagePath, variantName, type Variant } from "../../../core/images/address";
import type { AppEnv } from "../../env";
import { keepRunning } from "../../middleware/request-context";
import { encodingFor } from "./accept";
import { ImageRefusal, REFUSED, refusalAnswer } from "./refusal";
import { readSource } from "./source";
import { keep, KEPT_SECONDS, readKept } from "./store";
import { SVG_HEADERS, svgIsInert } from "./svg";
import { transform, type Picture } from "./transform";

/** An unlisted width's move to a listed one: fixed while the list is, so kept a day. */
const MOVED_SECONDS = 86_400;

function answer(picture: Picture, variant: Variant, transformedMs?: number): Response {
  const headers = new Headers(variant.kind === "svg" ? SVG_HEADERS : { "content-type": picture.type });
  headers.set("cache-control", `public, max-age=${KEPT_SECONDS}, immutable`);
  // one address, a format per browser: its cache must not hand an AVIF to a browser that asked the same address without it
  if (variant.kind === "width") headers.set("vary", "Accept");
  if (transformedMs !== undefined) headers.set("server-timing", `transform;dur=${transformedMs}`);
  return new Response(picture.bytes, { headers });
}

/** The SVG as it is, once it holds no active content and the Images binding reads it as SVG. */
async function inertSvg(images: ImagesBinding, source: Uint8Array): Promise<Picture> {
  if (!svgIsInert(new TextDecoder().decode(source))) throw new ImageRefusal(422, REFUSED.activeSvg);
  const info = await images.info(new Response(source).body!).catch(() => null);
  if (info?.format !== "image/svg+xml") throw new ImageRefusal(422, REFUSED.notImage);
  return { bytes: source, type: info.format };
}

export async function mediaRoute(c: Context<AppEnv>): Promise<Response> {
  const asked = readImagePath(new URL(c.req.url).pathname);
  if (!asked) return refusalAnswer(new ImageRefusal(404));
  if ("moved" in asked) return new Response(null, { status: 301, headers: { location: asked.moved, "cache-control": `public, max-age=${MOVED_SECONDS}` } });
  const { variant, upload } = asked;
  const encoding = encodingFor(c.req.header("accept"));
  // what the answer is made of: the format a browser's Accept chose for a width; the share image and an SVG have one
  const place = `${variant.kind === "width" ? encoding : variant.kind}/${variantName(variant)}${upload}`;
  const kv = c.env.CMS_KV;
  const found = await readKept(kv, place);
  if (found) {
    if (found.backfill) keepRunning(c, found.backfill);
    return answer(found.picture, variant);
  }
  try {
    const source = await readSource(c.get("config"), upload);
    if (variant.kind === "svg") {
      const svg = await inertSvg(c.env.IMAGES, source);
      keepRunning(c, keep(kv, place, svg, false));
      return answer(svg, variant);
    }
    const started = Date.now();
    const picture = await transform(c.env.IMAGES, source, variant, encoding);
    const transformedMs = Date.now() - started;
    keepRunning(c, keep(kv, place, picture, true));
    return answer(picture, variant, transformedMs);
  } catch (error) {
    if (error instanceof ImageRefusal) return refusalAnswer(error);
    throw error;
  }
}
