/**
 * Who renders a page again once its copy expires: one request a while, the others meanwhile answered with that copy,
 * so an expiry under load costs one render instead of one per request.
 */
interface RenderGate {
  /** Whether this request is the one to render key: nobody claimed it within the last retryMs. */
  claim(key: string, nowMs: number): boolean;
  /** The page was rendered and stored: its next expiry starts afresh. */
  release(key: string): void;
}

export function renderGate(retryMs: number, maxKeys = 1024): RenderGate {
  const claimedAt = new Map<string, number>();
  return {
    claim(key, nowMs) {
      const at = claimedAt.get(key);
      // A render that failed or never stored gives way after retryMs: a claim never locks a page out.
      if (at !== undefined && nowMs - at < retryMs) return false;
      if (claimedAt.size >= maxKeys) claimedAt.clear();
      claimedAt.set(key, nowMs);
      return true;
    },
    release(key) {
      claimedAt.delete(key);
    },
  };
}
