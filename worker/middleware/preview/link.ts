/**
 * The link Strapi's Preview opens in its frame: the page's path, an expiry a few minutes ahead, a nonce and their
 * HMAC with PREVIEW_SECRET (cms/src/preview/path.ts makes it). The secret itself never travels in a URL, where logs
 * and histories keep it; a link opens a preview once (used-links.ts), and a copy that leaks opens nothing after that.
 * A GET link and not a POST or a header: Strapi's Preview can only give its frame an address.
 */
import { sign, verify } from "./hmac";

/** Signed with the path, so that a MAC made for another page or for the cookie never passes. */
const PURPOSE = "ecole-preview-link:";
/** The longest a link may still have to live: Strapi asks for a new one each time its preview pane opens (10 minutes) plus clock skew. */
export const PREVIEW_LINK_MAX_AGE_S = 15 * 60;
/** 16 random bytes in unpadded base64url, as the CMS makes them. */
const NONCE = /^[A-Za-z0-9_-]{22}$/;

const message = (path: string, expiresAtS: number, nonce: string) => `${PURPOSE}${expiresAtS}:${nonce}:${path}`;

interface PreviewLink {
  path: string;
  expires: string;
  nonce: string;
  token: string;
}

/** The token of a link to `path` valid until `expiresAtS` (what the CMS computes; tests sign with it too). */
export const signPreviewLink = (secret: string, path: string, expiresAtS: number, nonce: string) => sign(secret, message(path, expiresAtS, nonce));

/** Whether the link was signed with this secret for this path and nonce and is live, and not set to live longer than any link does. */
export async function isValidPreviewLink({ path, expires, nonce, token }: PreviewLink, secret: string, nowMs: number): Promise<boolean> {
  if (!/^\d{1,15}$/.test(expires) || !NONCE.test(nonce)) return false;
  const expiresAtMs = Number(expires) * 1000;
  if (expiresAtMs <= nowMs || expiresAtMs > nowMs + PREVIEW_LINK_MAX_AGE_S * 1000) return false;
  return verify(secret, message(path, Number(expires), nonce), token);
}
