/**
 * Which route a path is, by Hono's router and the route table: the patterns the app mounts (worker/serve-routes.ts),
 * for the few that ask of a path outside its request (the page behind a pop-in, the sitemap, the redirect table's check).
 */
import { PatternRouter } from "hono/router/pattern-router";
import { DEFAULT_LOCALE, localePath } from "../../core/locale";
import { ROUTES, type RouteDef, type RouteMatch } from "../../core/routes";
import { SLUG } from "../../core/slug";
import { LOCALES, type Locale } from "../../core/constants";
import { ROUTE_MODULES } from "./modules.gen";

/** A route's pattern for Hono's router, in a language: each parameter constrained to a slug, so odd ones match nothing. */
export const routerPattern = (route: RouteDef, locale: Locale): string =>
  localePath(locale, route.pattern.replace(/:([a-z]+)(\??)/g, (_, key: string, optional: string) => `:${key}{${SLUG.source.slice(1, -1)}}${optional}`));

/** English first: under /en, the French catch-alls (/:rubrique…) would take its addresses. */
const ROUTER_LOCALES: readonly Locale[] = [...LOCALES.filter((l) => l !== DEFAULT_LOCALE), DEFAULT_LOCALE];

/** Each route in each language it has (English where its module says so), in the order the router tries them. */
export const MOUNTED: { route: RouteDef & Pick<RouteMatch, "name">; locale: Locale; pattern: string }[] = ROUTER_LOCALES.flatMap((locale) =>
  ROUTES.filter((route) => locale === DEFAULT_LOCALE || ROUTE_MODULES[route.name].english).map((route) => ({ route, locale, pattern: routerPattern(route, locale) })),
);

const router = new PatternRouter<(typeof MOUNTED)[number]>();
for (const mounted of MOUNTED) router.add("GET", mounted.pattern, mounted);

/** The route a path is (the first that matches, as when served), or null: nothing, or a parameter that is no slug. */
export function matchPage(path: string): RouteMatch | null {
  const [found] = router.match("GET", path)[0];
  if (!found) return null;
  const [{ route, locale }, params] = found;
  return { name: route.name, layout: route.layout, path, locale, // PatternRouter gives named parameters (the index map is RegExpRouter's form)
  params: definedParams(params as Record<string, string | undefined>) };
}

/** The parameters a match filled in: an optional one left out is absent, not undefined. */
export const definedParams = (params: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
