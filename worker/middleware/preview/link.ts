/**
 * The link Strapi's Preview opens in its frame: the page's path, an expiry a few minutes ahead and their
 * HMAC with PREVIEW_SECRET (cms/src/preview/path.ts makes it). The secret itself never travels in a URL,
 * where logs and histories keep it; a link that leaks opens that one page's preview for minutes at most.
 * A GET link and not a POST or a header: Strapi's Preview can only give its frame an address.
 */
import { sign, verify } from "./hmac";

/** Signed with the path, so that a MAC made for another page or for the cookie never passes. */
const PURPOSE = "ecole-preview-link:";
/** The longest a link may still have to live: Strapi asks for a new one each time its preview pane opens (10 minutes) plus clock skew. */
export const PREVIEW_LINK_MAX_AGE_S = 15 * 60;

const message = (path: string, expiresAtS: number) => `${PURPOSE}${expiresAtS}:${path}`;

export interface PreviewLink {
  path: string;
  expires: string;
  token: string;
}

/** The token of a link to `path` valid until `expiresAtS` (what the CMS computes; tests sign with it too). */
export const signPreviewLink = (secret: string, path: string, expiresAtS: number) => sign(secret, message(path, expiresAtS));

/** Whether the link was signed with this secret for this path and is live, and not set to live longer than any link does. */
export async function isValidPreviewLink({ path, expires, token }: PreviewLink, secret: string, nowMs: number): Promise<boolean> {
  if (!/^\d{1,15}$/.test(expires)) return false;
  const expiresAtMs = Number(expires) * 1000;
  if (expiresAtMs <= nowMs || expiresAtMs > nowMs + PREVIEW_LINK_MAX_AGE_S * 1000) return false;
  return verify(secret, message(path, Number(expires)), token);
}
