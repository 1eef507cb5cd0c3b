/** A page chunk that fails to load reloads the page, at most once per 60 s (guard kept in sessionStorage). */
import { CHUNK_RELOAD_GUARD_MS } from "../../../core/constants";

const CHUNK_RELOAD_KEY = "chunk-reload-at";

/** Whether a reload may happen now, given when the last one happened (null: never, or unreadable). */
export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

/** In the browser: reloads once if the guard allows it. Answers whether it did. */
export function reloadAfterChunkFailure(): boolean {
  if (typeof window === "undefined") return false;
  try {
    const stored = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    const now = Date.now();
    if (!mayReload(now, stored === null ? null : Number(stored))) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage the guard cannot hold: better no reload than a reload loop.
    return false;
  }
  location.reload();
  return true;
}
