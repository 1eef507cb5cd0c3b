/** A loader's head completed with the site's address: canonical URL, absolute share image, structured data. */
import type { PageHead } from "../../contract/page";
import type { Site } from "./site";
import type { LoadedHead } from "./types";

export function finishHead({ image, structuredData, canonicalQuery, ...head }: LoadedHead, path: string, site: Site): PageHead {
  const page = new URL(canonicalQuery ? `${path}?${canonicalQuery}` : path, site.origin);
  const picture = image ?? site.settings?.shareImage;
  return {
    ...head,
    canonical: page.href,
    image: picture
      ? {
          url: new URL(picture.url, site.origin).href,
          width: picture.width ?? undefined,
          height: picture.height ?? undefined,
          alt: picture.alternativeText || head.title,
        }
      : null,
    structuredData: structuredData?.({ page, settings: site.settings }),
  };
}
