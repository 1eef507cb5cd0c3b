/** The picture a shared link shows (og:image): a CMS photo's 1200 × 630 JPEG, cropped around its focus at the edge. */
import { SHARE_IMAGE } from "../constants";
import { imagePath, isSvgPath, uploadPathOf } from "./address";
import { focusOf } from "./focus";
import type { ImageSource } from "./srcset";

interface SharePicture {
  /** Site-relative for a CMS upload; as the CMS wrote it otherwise. */
  url: string;
  width?: number;
  height?: number;
}

/** An SVG is never rasterised: it is shared as it is, like a file from elsewhere. */
export function sharePicture(image: ImageSource): SharePicture {
  const upload = uploadPathOf(image.url);
  const own = { width: image.width ?? undefined, height: image.height ?? undefined };
  if (!upload) return { url: image.url, ...own };
  if (isSvgPath(upload)) return { url: imagePath(upload, { kind: "svg" }), ...own };
  return { url: imagePath(upload, { kind: "share", focus: focusOf(image.focalPoint) }), ...SHARE_IMAGE };
}
