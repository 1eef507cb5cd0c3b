/** HMAC-SHA-256 with the preview secret, as 43 base64url characters: Strapi's preview links (the cookie is hono's signed cookie). */

const hmacKey = (secret: string) =>
  crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);

const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/** A MAC is exactly this: 32 bytes in unpadded base64url. */
export const MAC = /^[A-Za-z0-9_-]{43}$/;

export async function sign(secret: string, text: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(text)));
}

/** Whether `mac` is this secret's MAC of `text` (checked in constant time by WebCrypto); never with an empty secret. */
export async function verify(secret: string, text: string, mac: string): Promise<boolean> {
  if (!secret || !MAC.test(mac)) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(mac), new TextEncoder().encode(text));
}
