/**
 * What each route reads of a request's query, and the page cache's tiers for its pages, by the route table's names:
 * the server's part of a route (the browser builds addresses from core/routes.ts alone). A route not named here reads
 * no query and goes to both tiers.
 */
import { AGENDA_FILTERS, CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES } from "./dictionary";
import type { RouteName } from "./routes";
import { SLUG } from "./slug";

/** A query parameter's accepted values: a list, or a pattern the whole value must match. */
export type QueryValues = readonly string[] | RegExp;

export interface QueryPolicy {
  /**
   * The query parameters the route's loader reads, with the values it accepts: the only ones its loader
   * sees and the only ones in its page-cache key (any other, or another value, never splits the cache).
   */
  query: Readonly<Record<string, QueryValues>>;
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

/** A list's page number, as pagination links write it. */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

const POLICIES: Partial<Record<RouteName, QueryPolicy>> = {
  agenda: { query: { type: AGENDA_FILTERS } },
  "blog-list": { query: { page: PAGE_NUMBER } },
  // the unfiltered catalogue and its one-filter landing pages go to KV; a combination stays in its data centre
  "formation-list": {
    query: { categorie: PROGRAM_CATEGORIES, niveau: LEVELS.map(String), campus: SLUG, rythme: CATALOGUE_RHYTHMS, entree: LEVELS.map(String) },
    globalQueryMax: 1,
  },
  // any query reaches the loader, which refuses one too long or with control characters (a 400, not another page);
  // each is a page of its own, kept in the data centre that rendered it, never written to KV
  search: { query: { q: /^[\s\S]*$/ }, globalTier: false },
  // Any short value: the loader answers a junk code with 400, and error pages are never cached.
  "error-debug": { query: { code: /^[^]{1,8}$/ } },
};

/** A route's query and tiers, the defaults filled in. */
export const queryPolicy = (name: RouteName): Required<Omit<QueryPolicy, "globalQueryMax">> & Pick<QueryPolicy, "globalQueryMax"> => ({
  query: {},
  globalTier: true,
  ...POLICIES[name],
});

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
