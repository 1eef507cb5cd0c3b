/** A loader's head completed with the site's address: canonical URL, absolute share image (cut at the edge), structured data. */
import type { Media } from "../../contract/model/common";
import type { PageHead, ShareImage } from "../../contract/page";
import { sharePicture } from "../../core/images/share";
import type { Site } from "./site";
import type { LoadedHead } from "./types";

/** A CMS picture as networks and search engines fetch it: its share image (1200 × 630 JPEG), whole on the site's origin. */
export function sharedAs(picture: Media, origin: string): Omit<ShareImage, "alt"> {
  const shared = sharePicture(picture);
  return { ...shared, url: new URL(shared.url, origin).href };
}

export function finishHead({ image, structuredData, canonicalQuery, ...head }: LoadedHead, path: string, site: Site): PageHead {
  const page = new URL(canonicalQuery ? `${path}?${canonicalQuery}` : path, site.origin);
  const picture = image ?? site.settings?.shareImage;
  return {
    ...head,
    canonical: page.href,
    image: picture ? { ...sharedAs(picture, site.origin), alt: picture.alternativeText || head.title } : null,
    structuredData: structuredData?.({ page, settings: site.settings }),
  };
}
