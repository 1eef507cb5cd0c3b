/** HMAC-SHA-256 with the preview secret, as 43 base64url characters: Strapi's preview links (the cookie is hono's signed cookie). */
import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";

const hmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

/** A MAC is exactly this: 32 bytes in unpadded base64url. */
const MAC = /^[A-Za-z0-9_-]{43}$/;

export async function sign(secret: string, text: string): Promise<string> {
  // unpadded, as Node's "base64url" digest the CMS signs with
  return encodeBase64Url(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(text))).replace(/=+$/, "");
}

/** Whether `mac` is this secret's MAC of `text` (checked in constant time by WebCrypto); never with an empty secret. */
export async function verify(secret: string, text: string, mac: string): Promise<boolean> {
  if (!secret || !MAC.test(mac)) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), decodeBase64Url(mac), new TextEncoder().encode(text));
}
