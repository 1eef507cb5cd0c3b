/**
 * The route table's names, types and addresses. Each route is one module, worker/routes/<name>.ts (its pattern,
 * layout, query, cache tiers, loader and page); scripts/routes.mjs reads their patterns and layouts into
 * core/routes.gen.ts, so the table is here without the worker. Every address of the site is built here (routePath).
 * English pages are the same routes under /en. Small on purpose: the browser's islands build their links from it.
 */
import type { Locale } from "./constants";
import { localePath } from "./locale";
import type { LayoutName, RouteDef } from "./route-def";
import { ROUTES } from "./routes.gen";

export type { LayoutName, RouteDef } from "./route-def";
export { ROUTES };

export type RouteName = (typeof ROUTES)[number]["name"];
export type PatternOf<N extends RouteName> = Extract<(typeof ROUTES)[number], { name: N }>["pattern"];

/** The parameters a pattern names: "/formations/:slug" → { slug: string }; an optional one ("?") may be left out. */
type ParamsOf<P extends string> = P extends `${string}:${infer Key}/${infer Rest}` ? Param<Key> & ParamsOf<`/${Rest}`> : P extends `${string}:${infer Key}` ? Param<Key> : unknown;
type Param<Key extends string> = Key extends `${infer Optional}?` ? { [K in Optional]?: string } : { [K in Key]: string };
type RouteParams<N extends RouteName> = ParamsOf<PatternOf<N>>;

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

export type NewsKind = keyof typeof NEWS_ROUTES;

/**
 * Beside an event's page: its registration, the site's hand-off to the CRM form (worker/endpoints/event-registration.ts),
 * and its calendar file; beside a campus's page, the calendar of its open days to subscribe to (worker/endpoints/calendars.ts).
 * With a Hono parameter (":slug") for a slug, these are the routes' own patterns.
 */
export const eventRegistrationPath = (slug: string, locale?: Locale) => `${routePath("event", { slug }, locale)}/inscription`;
export const eventCalendarPath = (slug: string, locale?: Locale) => `${routePath("event", { slug }, locale)}/calendrier.ics`;
export const campusCalendarPath = (slug: string, locale?: Locale) => `${routePath("campus", { slug }, locale)}/journees-portes-ouvertes.ics`;
