/**
 * A CMS image in one of the layout's slots (core/images/slots.ts): resized at the edge to the listed widths the slot
 * needs (srcset and sizes), its box kept before it loads (width and height), lazy unless it is the page's one LCP image.
 * Every other one is also asked for at low priority: Chromium raises a page's first few sizeable images to medium,
 * and the cards just below a phone's screen (lazy ones load within about a screen of it) would share its bandwidth
 * with the LCP image.
 */
import type { Media } from "../../contract/model/common";
import { imageAttributes } from "../../core/images/srcset";
import { SLOTS, type SlotName } from "../../core/images/slots";

interface ImageProps {
  media: Media;
  slot: SlotName;
  /** The page's LCP image, as its template chooses: fetched at once, first (and preloaded from the head). */
  priority?: boolean;
  alt?: string;
  className?: string;
}

export function Image({ media, slot, priority = false, alt, className }: ImageProps) {
  const image = imageAttributes(media, SLOTS[slot]);
  return (
    <img
      className={[className, ...image.classes].filter(Boolean).join(" ") || undefined}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? media.alternativeText ?? ""}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : "low"}
    />
  );
}
