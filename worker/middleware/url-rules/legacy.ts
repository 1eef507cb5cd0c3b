/** Where an old site path goes: one map lookup, then one pass over the prefix families of redirects.ts. */
import { LEGACY_PAGES, LEGACY_PREFIXES } from "../../../redirects";

const exact: ReadonlyMap<string, string> = new Map(Object.values(LEGACY_PAGES).flatMap((family) => Object.entries(family)));

/** Longest prefix first, so a narrower family always wins over a wider one. */
const prefixes = [...LEGACY_PREFIXES].sort(([a], [b]) => b.length - a.length);

/** The table's spelling of a path: lowercase, without trailing slash. */
export function tableKey(path: string): string {
  const lower = path.toLowerCase();
  let end = lower.length;
  while (end > 1 && lower.charCodeAt(end - 1) === 47 /* "/" */) end--;
  return end === lower.length ? lower : lower.slice(0, end);
}

/** The new address of an old path (a site path or an external file address), or null when it is not an old path. */
export function legacyTarget(path: string): string | null {
  const key = tableKey(path);
  const found = exact.get(key);
  if (found) return found;
  for (const [prefix, target] of prefixes) if (key.startsWith(prefix)) return target;
  return null;
}
