/** The format a browser gets, from its Accept: AVIF when it names it, else WebP, else the picture's own kind. */

export type Encoding = "avif" | "webp" | "original";

/** Browsers that decode AVIF or WebP say so by name; `image/*` and `*\/*` promise neither. */
export function encodingFor(accept: string | null | undefined): Encoding {
  const named = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) named.add(type);
  }
  return named.has("image/avif") ? "avif" : named.has("image/webp") ? "webp" : "original";
}
