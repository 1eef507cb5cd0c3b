/**
 * The edge's image addresses, `/media/<variant>/uploads/<file>`, written by the pages and read back by the image route
 * (worker/endpoints/media). A variant is a width of IMAGE_WIDTHS (`w1080`), the share image with its focus (`og-50-25`),
 * or `svg` for an SVG served as it is; the format is the browser's Accept's, never named here.
 */
import { IMAGE_WIDTHS } from "../constants";
import { isFocusStep, type Focus } from "./focus";

export const MEDIA_PREFIX = "/media";

/** A CMS file's path: segments of letters, digits, `_`, `-` and `.`, none starting with a dot (so no `..`). */
const UPLOAD_PATH = /^\/uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}){1,4}$/;
export const isUploadPath = (pathname: string) => UPLOAD_PATH.test(pathname);
export const isSvgPath = (pathname: string) => /\.svg$/i.test(pathname);

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type Variant = { kind: "width"; width: ImageWidth } | { kind: "share"; focus: Focus } | { kind: "svg" };

/** The listed width nearest to `px` at or above it, or the widest. */
export const widthAtLeast = (px: number): ImageWidth => IMAGE_WIDTHS.find((width) => width >= px) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

export function variantName(variant: Variant): string {
  if (variant.kind === "width") return `w${variant.width}`;
  if (variant.kind === "share") return `og-${variant.focus.x}-${variant.focus.y}`;
  return "svg";
}

/** The site path of a CMS file (`/uploads/…`) under a variant. */
export const imagePath = (upload: string, variant: Variant) => `${MEDIA_PREFIX}/${variantName(variant)}${upload}`;

/**
 * The CMS file behind a media URL, site-relative (`/uploads/…`, Strapi's local disk) or whole (the CMS's or its
 * bucket's origin, which the image route reads from anyway): its /uploads path, or null for anything else.
 */
export function uploadPathOf(url: string): string | null {
  if (!URL.canParse(url, "http://site.invalid")) return null;
  const { pathname } = new URL(url, "http://site.invalid");
  return isUploadPath(pathname) ? pathname : null;
}

function readVariant(name: string): Variant | null {
  const width = /^w(\d{1,5})$/.exec(name);
  if (width) return { kind: "width", width: widthAtLeast(Number(width[1])) };
  const share = /^og-(\d{1,3})-(\d{1,3})$/.exec(name);
  if (share) {
    const [x, y] = [Number(share[1]), Number(share[2])];
    return isFocusStep(x) && isFocusStep(y) ? { kind: "share", focus: { x, y } } : null;
  }
  return name === "svg" ? { kind: "svg" } : null;
}

type ImageRequest = { variant: Variant; upload: string } | { moved: string } | null;

/**
 * What an image address asks for: a variant of an upload; `moved` to the listed width at or above an unlisted one
 * (`w1000` → `w1080`: the address a browser should have asked, never a new transformation); null for anything else
 * (another path, an unknown variant or focus, an SVG at a width or a bitmap as an SVG).
 */
export function readImagePath(pathname: string): ImageRequest {
  const match = /^\/media\/([^/]+)(\/uploads\/.*)$/.exec(pathname);
  if (!match || !isUploadPath(match[2]!)) return null;
  const [name, upload] = [match[1]!, match[2]!];
  const variant = readVariant(name);
  if (!variant || (variant.kind === "svg") !== isSvgPath(upload)) return null;
  if (variantName(variant) === name) return { variant, upload };
  return variant.kind === "width" ? { moved: imagePath(upload, variant) } : null;
}
