/** Reading a visitor's query and path values: known values or a clear 400/404, never a CMS call with junk. */
import { SiteError, notFound } from "../../core/errors";

/** A query value that must be one of `allowed`; absent is undefined, anything else is a 400. */
export function queryChoice<T extends string>(url: URL, name: string, allowed: readonly T[]): T | undefined {
  const value = url.searchParams.get(name);
  if (value === null || value === "") return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new SiteError({ scope: "site", source: url.pathname, statusCode: 400, errorText: `Unknown ${name} "${value.slice(0, 40)}"` });
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
