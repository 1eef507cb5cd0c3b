/**
 * The route table: each route's pattern, accepted query, cache policy and layout, once, by its name in the product's
 * words. What a route loads and draws is joined to its name in worker/pages (types checked there); every address
 * of the site is built here (routePath). English pages are the same routes under /en.
 */
import type { Locale } from "./constants";
import { AGENDA_FILTERS, CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES } from "./dictionary";
import { localePath } from "./locale";
import { SLUG } from "./slug";

export type LayoutName = "default" | "dynamics" | "empty";

/** A query parameter's accepted values: a list, or a pattern the whole value must match. */
export type QueryValues = readonly string[] | RegExp;

export interface RouteDef {
  name: string;
  pattern: string;
  layout: LayoutName;
  /**
   * The query parameters the route's loader reads, with the values it accepts: the only ones its loader
   * sees and the only ones in its page-cache key (any other, or another value, never splits the cache).
   */
  query: Readonly<Record<string, QueryValues>>;
  /**
   * Whether its pages go to the page cache's global tier (KV) as well as the data centre's: not where any text a
   * visitor types makes a page of its own, since each KV write is paid for and limited (one per made-up query).
   */
  globalTier: boolean;
  /**
   * How many of its query parameters a page of the global tier may carry: past it, a page is a visitor's combination
   * (the catalogue's filters), kept in the data centre that rendered it. Unset: any.
   */
  globalQueryMax?: number;
}

interface RouteOptions {
  layout?: LayoutName;
  query?: RouteDef["query"];
  globalTier?: boolean;
  globalQueryMax?: number;
}

const route = <N extends string, P extends string>(name: N, pattern: P, { layout = "default", query = {}, globalTier = true, globalQueryMax }: RouteOptions = {}) =>
  ({ name, pattern, layout, query, globalTier, ...(globalQueryMax === undefined ? {} : { globalQueryMax }) }) as const;

/** A list's page number, as pagination links write it. */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

/** Order matters: fixed paths before the generic rubrique catch-alls. */
export const ROUTES = [
  route("home", "/"),
  route("news-list", "/actualites"),
  route("news-list-page", "/actualites/page/:page?"),
  route("news", "/actualites/:slug"),
  route("agenda", "/agenda", { query: { type: AGENDA_FILTERS } }),
  route("event", "/agenda/:slug"),
  route("article-index", "/article"),
  route("blog-list", "/blog", { query: { page: PAGE_NUMBER } }),
  route("blog-post", "/blog/:slug"),
  route("campus-list", "/campus"),
  route("campus", "/campus/:slug"),
  // the unfiltered catalogue and its one-filter landing pages go to KV; a combination stays in its data centre
  route("formation-list", "/formations", {
    query: { categorie: PROGRAM_CATEGORIES, niveau: LEVELS.map(String), campus: SLUG, rythme: CATALOGUE_RHYTHMS, entree: LEVELS.map(String) },
    globalQueryMax: 1,
  }),
  route("formation", "/formations/:slug"),
  route("formations-reseau", "/formations-reseau"),
  route("offres-alternance", "/offres-alternance"),
  route("fiches-metiers", "/fiches-metiers"),
  route("fiche-metier", "/fiches-metiers/:slug"),
  // any query reaches the loader, which refuses one too long or with control characters (a 400, not another page);
  // each is a page of its own, kept in the data centre that rendered it, never written to KV
  route("search", "/recherche", { query: { q: /^[\s\S]*$/ }, globalTier: false }),
  route("crm-brochure", "/crm/brochure", { layout: "dynamics" }),
  route("nos-engagements", "/ecole/nos-engagements"),
  route("alumni", "/alumni"),
  route("alumni-ambassadeurs", "/alumni/alumni-et-ambassadeurs"),
  route("contact", "/contact"),
  route("entreprise", "/entreprise"),
  route("partenaire", "/partenaire"),
  route("edito-reseau", "/edito-reseau-competences-et-developpement"),
  route("art-culture", "/art-culture"),
  route("podcasts", "/decouvrir-nos-podcasts"),
  route("podcasts-variant", "/decouvrez-nos-podcasts"),
  route("login", "/login", { layout: "empty" }),
  // Any short value: the loader answers a junk code with 400, and error pages are never cached.
  route("error-debug", "/error/debug", { query: { code: /^[^]{1,8}$/ } }),
  route("rubrique", "/:rubrique"),
  route("rubrique-article", "/:rubrique/:slug"),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]["name"];
type PatternOf<N extends RouteName> = Extract<(typeof ROUTES)[number], { name: N }>["pattern"];

/** The parameters a pattern names: "/formations/:slug" → { slug: string }; an optional one ("?") may be left out. */
type ParamsOf<P extends string> = P extends `${string}:${infer Key}/${infer Rest}` ? Param<Key> & ParamsOf<`/${Rest}`> : P extends `${string}:${infer Key}` ? Param<Key> : unknown;
type Param<Key extends string> = Key extends `${infer Optional}?` ? { [K in Optional]?: string } : { [K in Key]: string };
export type RouteParams<N extends RouteName> = ParamsOf<PatternOf<N>>;

/** Where a path matched: the route, its layout, its parameters and language. */
export interface RouteMatch {
  name: RouteName;
  layout: LayoutName;
  /** The whole path, its /en prefix included. */
  path: string;
  /** English for a path under /en (whether English is on is the /en policy's business). */
  locale: Locale;
  params: Record<string, string>;
}

const byName = new Map<RouteName, RouteDef>(ROUTES.map((r) => [r.name, r]));

/** A route of the table by its name. */
export const routeNamed = (name: RouteName): RouteDef => byName.get(name)!;

/** The arguments of a route's address: its parameters, required when its pattern names any, and its language. */
type PathArgs<N extends RouteName> = {} extends RouteParams<N> ? [params?: RouteParams<N>, locale?: Locale] : [params: RouteParams<N>, locale?: Locale];

/**
 * A route's address with its parameters filled in, in a language (French unless said): ("formation", {slug: "dcg"})
 * → "/formations/dcg", with "en" → "/en/formations/dcg". Every internal address of the site is built here.
 */
export function routePath<N extends RouteName>(name: N, ...[params, locale = "fr"]: PathArgs<N>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const path = routeNamed(name).pattern.replace(/\/:([a-z]+)\??/g, (_, key: string) => (values[key] ? `/${values[key]}` : ""));
  return localePath(locale, path || "/");
}

/** Where a CMS article lives: /{rubrique} for the rubrique's own page, /{rubrique}/{slug} below it. */
export const articlePath = ({ rubrique, slug }: { rubrique: string; slug: string }, locale?: Locale): string =>
  slug === rubrique ? routePath("rubrique", { rubrique }, locale) : routePath("rubrique-article", { rubrique, slug }, locale);

/** News and blog posts are one collection in two kinds, each with its list and its entries' route. */
export const NEWS_ROUTES = {
  news: { list: "news-list", entry: "news" },
  blog: { list: "blog-list", entry: "blog-post" },
} as const satisfies Record<string, { list: RouteName; entry: RouteName }>;

/** A route's pattern for Hono's router, in a language: each parameter constrained to a slug, so odd ones match nothing. */
export const routerPattern = (route: RouteDef, locale: Locale): string =>
  localePath(locale, route.pattern.replace(/:([a-z]+)(\??)/g, (_, key: string, optional: string) => `:${key}{${SLUG.source.slice(1, -1)}}${optional}`));

const accepts = (values: QueryValues, value: string) => (values instanceof RegExp ? values.test(value) : values.includes(value));

/**
 * The part of a request's query its route reads: the declared parameters whose value is accepted (the first
 * value of each), sorted by name; nothing else, so no other parameter or value makes the page another one.
 */
export function routeQuery(name: RouteName, search: URLSearchParams): URLSearchParams {
  const declared = routeNamed(name).query;
  const kept = new URLSearchParams();
  for (const key of Object.keys(declared).sort()) {
    const value = search.get(key);
    if (value !== null && accepts(declared[key]!, value)) kept.set(key, value);
  }
  return kept;
}
