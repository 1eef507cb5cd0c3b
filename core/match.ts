/** Matches a path against the route table, English ones under /en included; the worker and the browser share it. */
import { parse } from "regexparam";
import type { Locale } from "./constants";
import { splitLocale } from "./locale";
import { ROUTES, type LayoutName, type QueryValues, type RouteDef, type RouteName } from "./routes";

export interface RouteMatch {
  name: RouteName;
  layout: LayoutName;
  /** The whole path, its /en prefix included. */
  path: string;
  /** English for a path under /en (whether English is on is the /en policy's business). */
  locale: Locale;
  params: Record<string, string>;
}

const compiled = ROUTES.map((r) => ({ ...r, ...parse(r.pattern) }));

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** Null when nothing matches or a parameter is not a plausible slug (so it is a 404, not a CMS call). */
export function matchRoute(path: string): RouteMatch | null {
  const { locale, path: inner } = splitLocale(path);
  for (const r of compiled) {
    const found = r.pattern.exec(inner);
    if (!found) continue;
    const params: Record<string, string> = {};
    let valid = true;
    r.keys.forEach((key, i) => {
      const value = found[i + 1];
      if (value === undefined) return;
      if (!SLUG.test(value)) valid = false;
      params[key] = value;
    });
    if (!valid) return null;
    return { name: r.name, layout: r.layout, path, locale, params };
  }
  return null;
}

const byName = new Map<RouteName, RouteDef>(ROUTES.map((r) => [r.name, r]));

/** A route of the table by its name. */
export const routeNamed = (name: RouteName): RouteDef => byName.get(name) as RouteDef;

/** A route's address with its parameters filled in ("formation", {slug: "dcg"} → "/formations/dcg"), French form. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  const path = routeNamed(name).pattern.replace(/\/:([a-z]+)\??/g, (_, key: string) => (params[key] ? `/${params[key]}` : ""));
  return path || "/";
}

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
