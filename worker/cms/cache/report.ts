/** What the CMS layer did for one request, told to the browser as a Server-Timing entry. */

/**
 * Per call: served fresh from the cache; served stale while a refresh runs; fetched from the CMS;
 * served stale because the CMS failed; fetched from the CMS around the cache (an editor's preview).
 */
export type CacheOutcome = "hit-fresh" | "hit-stale" | "miss" | "stale-if-error" | "bypass";

/** The request's outcome is its least fresh call's. */
const RANK: Record<CacheOutcome, number> = { "hit-fresh": 0, miss: 1, bypass: 1, "hit-stale": 2, "stale-if-error": 3 };

export class CacheReport {
  private worst: CacheOutcome | null = null;
  private cmsMs = 0;

  get outcome(): CacheOutcome | null {
    return this.worst;
  }

  record(outcome: CacheOutcome, cmsMs = 0): void {
    if (this.worst === null || RANK[outcome] > RANK[this.worst]) this.worst = outcome;
    this.cmsMs += cmsMs;
  }

  /** `cms;desc="miss";dur=42.1`, or null when the request made no CMS call. */
  serverTiming(): string | null {
    if (this.worst === null) return null;
    return `cms;desc="${this.worst}";dur=${this.cmsMs.toFixed(1)}`;
  }
}
