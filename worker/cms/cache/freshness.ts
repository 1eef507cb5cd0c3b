/** How old a cached CMS answer may be: fresh, then stale (served while one refresh runs), then expired. */

export type Freshness = "fresh" | "stale" | "expired";

export interface Lifetimes {
  freshSeconds: number;
  staleSeconds: number;
}

/** The Cache API honours neither stale-while-revalidate nor stale-if-error: the age decides here. */
export function freshnessOf(storedAtMs: number, nowMs: number, { freshSeconds, staleSeconds }: Lifetimes): Freshness {
  const ageMs = nowMs - storedAtMs;
  if (!Number.isFinite(ageMs) || ageMs < 0) return "expired";
  if (ageMs < freshSeconds * 1000) return "fresh";
  return ageMs < (freshSeconds + staleSeconds) * 1000 ? "stale" : "expired";
}
