/**
 * The preview cookie: an expiry signed with PREVIEW_SECRET (HMAC-SHA-256), so it can be neither guessed,
 * forged nor extended, and changing the secret ends every preview at once.
 */
import { readCookies } from "../../../core/origin";
import { sign, verify } from "./hmac";

export const PREVIEW_COOKIE = "ecole-preview";

/** Signed with the expiry, so that a MAC made for something else with the same secret never passes. */
const PURPOSE = "ecole-preview-until:";
/** `<expiry in seconds>.<43 base64url characters of the MAC>`. */
const VALUE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

const message = (expiresAtS: number) => `${PURPOSE}${expiresAtS}`;

/** A preview that lasts until `expiresAtS` (seconds since the epoch). */
export async function signPreview(secret: string, expiresAtS: number): Promise<string> {
  return `${expiresAtS}.${await sign(secret, message(expiresAtS))}`;
}

/** Whether a cookie value is one this secret signed and has not expired (the MAC is checked in constant time). */
export async function isValidPreview(value: string, secret: string, nowMs: number): Promise<boolean> {
  const parts = VALUE.exec(value);
  if (!secret || !parts) return false;
  const expiresAtS = Number(parts[1]);
  if (expiresAtS * 1000 <= nowMs) return false;
  return verify(secret, message(expiresAtS), parts[2]!);
}

/** Whether a request's cookies carry a live preview; always false when preview is off (no secret). */
export function inPreview(cookieHeader: string | undefined, secret: string, nowMs = Date.now()): Promise<boolean> {
  const value = readCookies(cookieHeader)[PREVIEW_COOKIE];
  return value && secret ? isValidPreview(value, secret, nowMs) : Promise.resolve(false);
}

/**
 * The Set-Cookie of a preview (or, with Max-Age 0, of its end). Strapi's admin shows the page in a frame,
 * which on another site than ours only gets a cookie marked SameSite=None, Secure, and, where third-party
 * cookies are blocked, Partitioned (kept for that frame only). Plain http (local runs) cannot be Secure: Lax,
 * which suffices there since the admin and the site share 127.0.0.1.
 */
export function previewCookie(value: string, maxAgeS: number, secure: boolean): string {
  const crossSite = secure ? "Secure; SameSite=None; Partitioned" : "SameSite=Lax";
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${maxAgeS}; Path=/; HttpOnly; ${crossSite}`;
}
