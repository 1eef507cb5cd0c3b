/**
 * The preview cookie: when the preview was opened and until when it lasts, signed with PREVIEW_SECRET (hono's
 * signed cookies, HMAC-SHA-256), so it can be neither guessed, forged nor extended by its holder, and changing the
 * secret ends every preview at once. It lasts PREVIEW_IDLE_S after the editor's last request (each preview answer
 * renews it) and never past PREVIEW_SESSION_MAX_S after its link was opened: an abandoned or leaked one dies soon.
 */
import type { Context } from "hono";
import { generateCookie, generateSignedCookie, getSignedCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { PREVIEW_IDLE_S, PREVIEW_SESSION_MAX_S } from "../../../core/constants";

export const PREVIEW_COOKIE = "ecole-preview";

/** A live preview: when its link was opened (seconds since the epoch). */
export interface PreviewSession {
  openedAtS: number;
}

/** `<opened>.<expires>`, in seconds since the epoch (the signature follows, hono's). */
const VALUE = /^(\d{1,15})\.(\d{1,15})$/;

const nowS = (nowMs: number) => Math.floor(nowMs / 1000);

/** The request's live preview, or null: no cookie, another secret's, expired, or past its longest life; always null without a secret. */
export async function readPreviewSession(c: Context, secret: string, nowMs = Date.now()): Promise<PreviewSession | null> {
  const value = secret ? await getSignedCookie(c, secret, PREVIEW_COOKIE) : undefined;
  const parts = value ? VALUE.exec(value) : null;
  if (!parts) return null;
  const [openedAtS, expiresAtS] = [Number(parts[1]), Number(parts[2])];
  const now = nowS(nowMs);
  return openedAtS <= now && now < expiresAtS && now < openedAtS + PREVIEW_SESSION_MAX_S ? { openedAtS } : null;
}

/**
 * Strapi's admin shows the page in a frame, which on another site than ours only gets a cookie marked SameSite=None,
 * Secure, and, where third-party cookies are blocked, Partitioned (kept for that frame only). Plain http (local runs)
 * cannot be Secure: Lax, which suffices there since the admin and the site share 127.0.0.1.
 */
function attributes(c: Context, maxAge: number): CookieOptions {
  const secure = new URL(c.req.url).protocol === "https:";
  return { maxAge, path: "/", httpOnly: true, ...(secure ? { secure, sameSite: "None", partitioned: true } : { sameSite: "Lax" }) };
}

/** The Set-Cookie of a preview opened at `session.openedAtS`, lasting PREVIEW_IDLE_S from now within its longest life. */
export async function previewCookie(c: Context, session: PreviewSession, secret: string, nowMs = Date.now()): Promise<string> {
  const now = nowS(nowMs);
  const expiresAtS = Math.min(now + PREVIEW_IDLE_S, session.openedAtS + PREVIEW_SESSION_MAX_S);
  return generateSignedCookie(PREVIEW_COOKIE, `${session.openedAtS}.${expiresAtS}`, secret, attributes(c, expiresAtS - now));
}

/** The Set-Cookie that ends a preview. */
export const endPreviewCookie = (c: Context) => generateCookie(PREVIEW_COOKIE, "", attributes(c, 0));
