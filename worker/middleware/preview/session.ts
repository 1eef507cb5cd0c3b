/**
 * The preview cookie: an expiry signed with PREVIEW_SECRET (HMAC-SHA-256), so it can be neither guessed,
 * forged nor extended, and changing the secret ends every preview at once.
 */
import { readCookies } from "../../../core/origin";

export const PREVIEW_COOKIE = "ecole-preview";

/** Signed with the expiry, so that a MAC made for something else with the same secret never passes. */
const PURPOSE = "ecole-preview-until:";
/** `<expiry in seconds>.<43 base64url characters of the MAC>`. */
const VALUE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

const hmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

const message = (expiresAtS: number) => new TextEncoder().encode(`${PURPOSE}${expiresAtS}`);

const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/** A preview that lasts until `expiresAtS` (seconds since the epoch). */
export async function signPreview(secret: string, expiresAtS: number): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), message(expiresAtS));
  return `${expiresAtS}.${base64url(mac)}`;
}

/** Whether a cookie value is one this secret signed and has not expired (the MAC is checked in constant time). */
export async function isValidPreview(value: string, secret: string, nowMs: number): Promise<boolean> {
  const parts = VALUE.exec(value);
  if (!secret || !parts) return false;
  const expiresAtS = Number(parts[1]);
  if (expiresAtS * 1000 <= nowMs) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(parts[2]!), message(expiresAtS));
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
