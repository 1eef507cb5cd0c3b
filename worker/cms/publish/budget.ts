/**
 * What one invocation of the publish may spend, and the KV binding that counts it. Workers KV allows 1,000 operations
 * per invocation (a bulk read counts once); subrequests are held to 1,000 too. Each consumer writes its own budget down
 * beside its work (move.ts, refetch.ts); Miniflare enforces neither limit, so the meter does, in every runtime.
 */

export interface Budget {
  kv: number;
  subrequests: number;
}

/** Cloudflare's limits per invocation: what no budget may pass. */
export const PLATFORM: Budget = { kv: 1000, subrequests: 1000 };

export class OverBudget extends Error {
  constructor(kind: keyof Budget, limit: number) {
    super(`Over budget: more than ${limit} ${kind === "kv" ? "KV operations" : "subrequests"} in one invocation`);
    this.name = "OverBudget";
  }
}

export interface Meter {
  readonly spent: Budget;
  /** Counts one operation; past the budget it throws, as Cloudflare would. */
  spend(kind: keyof Budget, count?: number): void;
  /** The KV binding, each operation counted (a bulk read of many keys once). */
  kv(kv: KVNamespace): KVNamespace;
}

export function meter(budget: Budget = PLATFORM): Meter {
  const spent = { kv: 0, subrequests: 0 };
  const spend = (kind: keyof Budget, count = 1) => {
    spent[kind] += count;
    if (spent[kind] > budget[kind]) throw new OverBudget(kind, budget[kind]);
  };
  const counted =
    <A extends unknown[], R>(operation: (...args: A) => R) =>
    (...args: A): R | Promise<never> => {
      try {
        spend("kv");
      } catch (error) {
        return Promise.reject(error);
      }
      return operation(...args);
    };
  return {
    spent,
    spend,
    kv: (kv) =>
      ({
        get: counted(kv.get.bind(kv)),
        getWithMetadata: counted(kv.getWithMetadata.bind(kv)),
        put: counted(kv.put.bind(kv)),
        delete: counted(kv.delete.bind(kv)),
        list: counted(kv.list.bind(kv)),
      }) as KVNamespace,
  };
}
