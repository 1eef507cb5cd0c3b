/** Builds a CMS URL: base, /api path, and a Strapi query string (qs, values encoded only). */
import qs from "qs";

export type Query = Record<string, unknown>;

/** Media fields worth fetching for an image (the contract's Media). */
export const MEDIA_FIELDS = { fields: ["url", "alternativeText", "width", "height", "focalPoint"] };

export function cmsUrl(base: string, path: string, query: Query = {}): string {
  const search = qs.stringify(query, { encodeValuesOnly: true });
  return `${base.replace(/\/+$/, "")}/api${path}${search ? `?${search}` : ""}`;
}
