/**
 * What each route reads of a request's query, and the page cache's tiers for its pages, as its module declares them
 * (worker/pages/routes/). A route that declares none reads no query and goes to both tiers.
 */
import type { RouteName } from "../../core/routes";
import { ROUTE_MODULES } from "./routes.gen";

/** A query parameter's accepted values: a list, or a pattern the whole value must match. */
export type QueryValues = readonly string[] | RegExp;

export interface QueryPolicy {
  /**
   * The query parameters the route's loader reads, with the values it accepts: the only ones its loader
   * sees and the only ones in its page-cache key (any other, or another value, never splits the cache).
   */
  query?: Readonly<Record<string, QueryValues>>;
  /**
   * Whether its pages go to the page cache's global tier (KV) as well as the data centre's: not where any text a
   * visitor types makes a page of its own, since each KV write is paid for and limited (one per made-up query).
   */
  globalTier?: boolean;
  /**
   * How many of its query parameters a page of the global tier may carry: past it, a page is a visitor's combination
   * (the catalogue's filters), kept in the data centre that rendered it. Unset: any.
   */
  globalQueryMax?: number;
}

/** A route's query and tiers, the defaults filled in. */
export const queryPolicy = (name: RouteName): Required<Omit<QueryPolicy, "globalQueryMax">> & Pick<QueryPolicy, "globalQueryMax"> => {
  const { query = {}, globalTier = true, globalQueryMax } = ROUTE_MODULES[name];
  return { query, globalTier, globalQueryMax };
};

const accepts = (values: QueryValues, value: string) => (values instanceof RegExp ? values.test(value) : values.includes(value));

/**
 * The part of a request's query its route reads: the declared parameters whose value is accepted (the first
 * value of each), sorted by name; nothing else, so no other parameter or value makes the page another one.
 */
export function routeQuery(name: RouteName, search: URLSearchParams): URLSearchParams {
  const declared = queryPolicy(name).query;
  const kept = new URLSearchParams();
  for (const key of Object.keys(declared).sort()) {
    const value = search.get(key);
    if (value !== null && accepts(declared[key]!, value)) kept.set(key, value);
  }
  return kept;
}
