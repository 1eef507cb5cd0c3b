/**
 * The route table: each route's pattern and layout, once, by its name in the product's words. What a route loads and
 * draws is joined to its name in worker/pages, the query it reads and its cache tiers in core/route-query.ts (types
 * checked by name in both); every address of the site is built here (routePath). English pages are the same routes
 * under /en. Small on purpose: the browser's islands build their links from it.
 */
import type { Locale } from "./constants";
import { localePath } from "./locale";

export type LayoutName = "default" | "dynamics" | "empty";

export interface RouteDef {
  name: string;
  pattern: string;
  layout: LayoutName;
}

const route = <N extends string, P extends string>(name: N, pattern: P, layout: LayoutName = "default") => ({ name, pattern, layout }) as const;

/** Order matters: fixed paths before the generic rubrique catch-alls. */
export const ROUTES = [
  route("home", "/"),
  route("news-list", "/actualites"),
  route("news-list-page", "/actualites/page/:page?"),
  route("news", "/actualites/:slug"),
  route("agenda", "/agenda"),
  route("event", "/agenda/:slug"),
  route("article-index", "/article"),
  route("blog-list", "/blog"),
  route("blog-post", "/blog/:slug"),
  route("campus-list", "/campus"),
  route("campus", "/campus/:slug"),
  route("formation-list", "/formations"),
  route("formation", "/formations/:slug"),
  route("formations-reseau", "/formations-reseau"),
  route("offres-alternance", "/offres-alternance"),
  route("fiches-metiers", "/fiches-metiers"),
  route("fiche-metier", "/fiches-metiers/:slug"),
  route("search", "/recherche"),
  route("crm-brochure", "/crm/brochure", "dynamics"),
  route("nos-engagements", "/ecole/nos-engagements"),
  route("demarche-qualite", "/ecole/demarche-qualite"),
  route("alumni", "/alumni"),
  route("alumni-ambassadeurs", "/alumni/alumni-et-ambassadeurs"),
  route("contact", "/contact"),
  route("entreprise", "/entreprise"),
  route("partenaire", "/partenaire"),
  route("edito-reseau", "/edito-reseau-competences-et-developpement"),
  route("art-culture", "/art-culture"),
  route("podcasts", "/decouvrir-nos-podcasts"),
  route("podcasts-variant", "/decouvrez-nos-podcasts"),
  route("login", "/login", "empty"),
  route("error-debug", "/error/debug"),
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
