/**
 * Where registering for an event sends the visitor: its CRM form, with the event's identity and, where the visitor's
 * consent allows it (consent.ts: crmOrigin), the stored marketing origin in the query. Only a form on one of the CRM's
 * origins (CRM_ORIGINS) or a path of the site itself is ever followed: never another site, nor another scheme.
 */
import { trackingParams } from "./origin";

/** What the CRM is told of the event: its slug, its campus's slug and its day (YYYY-MM-DD in Paris). */
interface EventIdentity {
  event: string;
  campus: string | null;
  date: string | null;
}

interface EventDestination {
  /** The registration form as the CMS holds it: absolute, or a path of the site. */
  link: string;
  /** The CRM's https origins. */
  crmOrigins: readonly string[];
  identity: EventIdentity;
  /** The origine-tracking value the visitor's consent lets through, if any. */
  tracking?: string | null;
}

/** Stands for the site while reading a link: one that lands on it is one of the site's own paths. */
const SITE = "https://site.invalid";

/**
 * The Location to send the visitor to: the CRM form's whole address, or a site path (one leading slash, never "//host")
 * that the browser resolves against the address it asked for. Null for any other place.
 */
export function eventDestination({ link, crmOrigins, identity, tracking }: EventDestination): string | null {
  let url: URL;
  try {
    url = new URL(link.trim(), SITE);
  } catch {
    return null;
  }
  const own = url.origin === SITE;
  if (!own && !(url.protocol === "https:" && crmOrigins.includes(url.origin))) return null;
  for (const [key, value] of Object.entries(identity)) if (value) url.searchParams.set(key, value);
  for (const [key, value] of trackingParams(tracking)) {
    if (!Object.hasOwn(identity, key)) url.searchParams.set(key, value);
  }
  return own ? `/${url.pathname.replace(/^\/+/, "")}${url.search}` : url.href;
}
