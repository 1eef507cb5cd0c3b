/** A preview cookie as the browser sends it back, signed as the site signs it (hono's signed cookies): for tests that need one at a given time. */
import { serializeSigned } from "hono/utils/cookie";
import { PREVIEW_COOKIE } from "../../worker/middleware/preview/session";

const nowS = () => Math.floor(Date.now() / 1000);

export async function previewCookieHeader(secret: string, { openedAtS = nowS(), expiresAtS = nowS() + 600 } = {}): Promise<string> {
  return (await serializeSigned(PREVIEW_COOKIE, `${openedAtS}.${expiresAtS}`, secret)).split(";")[0]!;
}
