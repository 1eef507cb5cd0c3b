/** Reading a visitor's query and path values: known values, or none, or a clear 404; never a CMS call with junk. */
import { notFound } from "../../core/errors";

/**
 * A query value among `allowed`, else undefined: absent, empty and unknown values alike. Filters are
 * reached from old or hand-edited links, and the whole list serves such a visitor better than an error.
 */
export function queryChoice<T extends string>(url: URL, name: string, allowed: readonly T[]): T | undefined {
  const value = url.searchParams.get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A route parameter that must be a page number (1, 2, …): anything else is no page at all. */
export function pageNumber(value: string | undefined, source: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) throw notFound(source);
  return Number(value);
}

/** The value, or a 404 naming what was looked for. */
export function found<T>(value: T | null | undefined, source: string): T {
  if (value === null || value === undefined) throw notFound(source);
  return value;
}
