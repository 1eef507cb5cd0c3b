/**
 * What each route reads of a request's query, and the page cache's tiers for its pages, as its module's cache rule
 * says (worker/routes/). A route that declares no query reads none.
 */
import type { RouteName } from "../../core/routes";
import type { CacheRule, QueryValues } from "../loaders/define";
import { ROUTE_MODULES } from "./modules.gen";

/** A route's query and tiers, no query when it declares none. */
export const queryPolicy = (name: RouteName): CacheRule & Required<Pick<CacheRule, "query">> => {
  const { query = {}, ...tiers } = ROUTE_MODULES[name].cache;
  return { query, ...tiers };
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
