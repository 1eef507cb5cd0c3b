/** Where the pop-in's confirm sends the visitor, from the CRM link, the choices and the stored origin. */
import { trackingParams } from "./origin";

interface PopinDestination {
  /** The CRM link as the CMS holds it: absolute, or relative to the site. */
  link: string;
  siteOrigin: string;
  course: string;
  campus: string;
  /** The origine-tracking cookie's value. */
  tracking?: string | null;
}

/**
 * The link resolved against the site origin, with campus, course and the stored origin-tracking
 * parameters in its query. Null when it is not an http(s) address (javascript:, data:, …): never followed.
 */
export function popinDestination({ link, siteOrigin, course, campus, tracking }: PopinDestination): URL | null {
  let url: URL;
  try {
    url = new URL(link.trim(), siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  url.searchParams.set("campus", campus);
  url.searchParams.set("course", course);
  for (const [key, value] of trackingParams(tracking)) {
    if (key !== "campus" && key !== "course") url.searchParams.set(key, value);
  }
  return url;
}
