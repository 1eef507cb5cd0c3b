/**
 * The site's own cookies as strings: written by the edge (Set-Cookie) and by the browser (document.cookie), read back by
 * the browser. The worker reads cookies with hono's getCookie; it does not write these with hono's serializer, which
 * puts Secure before SameSite: the attributes keep the order the site has always sent and its tests pin.
 */

/** A cookie for the whole site, SameSite Lax, Secure on https, lasting `maxAgeS`. */
export const siteCookie = (name: string, value: string, maxAgeS: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;

/** document.cookie as a map; undecodable values are skipped. */
export function readCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies[name] ??= decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // a value someone else wrote, not URI-encoded: not ours to read
    }
  }
  return cookies;
}
