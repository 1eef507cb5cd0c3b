/** A CMS image: sized (no layout shift), lazy below the fold, resized by Cloudflare when configured. */
import { useAtomValue } from "jotai";
import type { Media } from "../../contract/model/common";
import { configAtom } from "../islands/state/page";

interface ImageProps {
  media: Media;
  /** Width the image is drawn at, in CSS pixels (the resized file is this wide, 2× for dense screens). */
  width: number;
  /** Drawn height; by default the media's own ratio. */
  height?: number;
  /** Above the fold: load at once. */
  eager?: boolean;
  alt?: string;
  className?: string;
  sizes?: string;
}

/** Cloudflare image resizing: /cdn-cgi/image/<options>/<source>, the source kept site-relative when it is. */
export function resizedUrl(src: string, width: number): string {
  const source = src.startsWith("/") ? src.slice(1) : src;
  return `/cdn-cgi/image/width=${Math.round(width)},format=auto/${source}`;
}

export function Image({ media, width, height, eager = false, alt, className, sizes }: ImageProps) {
  const mode = useAtomValue(configAtom)?.IMAGES_MODE ?? "plain";
  const ratio = media.width && media.height ? media.height / media.width : 0.625;
  const drawnHeight = height ?? Math.round(width * ratio);
  const resized = mode === "cloudflare";
  return (
    <img
      className={className}
      src={resized ? resizedUrl(media.url, width) : media.url}
      srcSet={resized ? `${resizedUrl(media.url, width)} 1x, ${resizedUrl(media.url, width * 2)} 2x` : undefined}
      sizes={sizes}
      width={width}
      height={drawnHeight}
      alt={alt ?? media.alternativeText ?? ""}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "auto" : "async"}
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
