/** What the CMS layer did for one request, told to the browser as Server-Timing entries. */

/**
 * Per call: served fresh from the cache; served stale while a refresh runs; fetched from the CMS;
 * served stale because the CMS failed; fetched from the CMS around the cache (an editor's preview).
 */
export type CacheOutcome = "hit-fresh" | "hit-stale" | "miss" | "stale-if-error" | "bypass";

/**
 * Per call that missed the data centre's cache, what the global tier (KV) did: had it fresh; waited while another
 * request fetched it; did not have it (fetched from the CMS); had it stale; had the last good copy while the CMS failed.
 */
type GlobalOutcome = "hit" | "wait" | "miss" | "stale" | "stale-if-error";

/** The request's outcome is its least fresh call's. */
const RANK: Record<CacheOutcome, number> = { "hit-fresh": 0, miss: 1, bypass: 1, "hit-stale": 2, "stale-if-error": 3 };
const GLOBAL_RANK: Record<GlobalOutcome, number> = { hit: 0, wait: 1, miss: 1, stale: 2, "stale-if-error": 3 };

export class CacheReport {
  private worst: CacheOutcome | null = null;
  private worstGlobal: GlobalOutcome | null = null;
  private cmsMs = 0;

  get outcome(): CacheOutcome | null {
    return this.worst;
  }

  record(outcome: CacheOutcome, cmsMs = 0): void {
    if (this.worst === null || RANK[outcome] > RANK[this.worst]) this.worst = outcome;
    this.cmsMs += cmsMs;
  }

  recordGlobal(outcome: GlobalOutcome): void {
    if (this.worstGlobal === null || GLOBAL_RANK[outcome] > GLOBAL_RANK[this.worstGlobal]) this.worstGlobal = outcome;
  }

  /** `cms;desc="miss";dur=42.1`, then `kv;desc="hit"` when the global tier was asked; null when the request made no CMS call. */
  serverTiming(): string | null {
    if (this.worst === null) return null;
    const cms = `cms;desc="${this.worst}";dur=${this.cmsMs.toFixed(1)}`;
    return this.worstGlobal === null ? cms : `${cms}, kv;desc="${this.worstGlobal}"`;
  }
}
