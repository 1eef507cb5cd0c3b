/**
 * The entries this isolate served last, kept in its memory under the same keys as the Cache API: a hit needs no
 * round trip to the cache and no read of the body. Least recently used entries go first past a byte budget.
 */
import type { PageEntry } from "./entry";

interface IsolateTier {
  get(key: string): PageEntry | undefined;
  set(key: string, entry: PageEntry): void;
  delete(key: string): void;
}

export function isolateTier(maxBytes: number): IsolateTier {
  const entries = new Map<string, PageEntry>();
  let held = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    held -= entry.bytes.length;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry) {
        // Map keeps insertion order: moving a hit to the end keeps the oldest use first in line.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key, entry) {
      remove(key);
      // One huge answer must not flush every other page.
      if (entry.bytes.length > maxBytes / 8) return;
      entries.set(key, entry);
      held += entry.bytes.length;
      for (const [oldest] of entries) {
        if (held <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
  };
}
