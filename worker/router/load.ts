/** A matched route's page: its loader run in the page's language, its head completed, its body drawn; or the error or redirect instead. */
import type { ReactElement } from "react";
import type { Locale } from "../../core/constants";
import { parisDay } from "../../core/dates";
import { isFault, statusOf } from "../../core/errors";
import { DEFAULT_LOCALE } from "../../core/locale";
import type { RouteMatch } from "../../core/routes";
import type { Config } from "../config/schema";
import { errorPage } from "./error-page";
import type { PageState } from "../../contract/page";
import { readingIn, type CmsClient } from "../cms/client";
import { alternatesOf } from "../loaders/alternates";
import { finishHead } from "../loaders/head";
import { PageRedirect, redirect } from "../loaders/redirect";
import { loadSite } from "../loaders/site";
import type { LoaderContext } from "../loaders/types";
import { matchPage } from "./match";
import { routeQuery } from "./query";
import type { RouteModule } from "../loaders/define";
import { ROUTE_MODULES } from "./modules.gen";

export interface Resolved {
  page: PageState;
  status: number;
  /** The page's content as its route's component draws it; none on an error page. */
  body?: ReactElement | null;
  /** What the route's loader returned, for the tests that read it. */
  data?: unknown;
  /** Set when the loader sent the visitor elsewhere: answered with this 3xx instead of the page. */
  redirect?: { location: string; status: 301 | 302 };
}

export const errorResolved = (path: string, status: number, locale: Locale): Resolved => ({ status, page: errorPage(path, status, locale) });

/**
 * The page in its own language; on an English address the CMS has no English entry for, the French
 * entry instead (untranslated). Only a 404 falls back: any other failure is the page's own.
 */
async function loadInPageLanguage(route: RouteModule, ctx: LoaderContext) {
  try {
    return { ...(await route.load(ctx)), contentLocale: ctx.locale };
  } catch (error) {
    if (ctx.locale === DEFAULT_LOCALE || error instanceof PageRedirect || statusOf(error) !== 404) throw error;
    return { ...(await route.load({ ...ctx, cms: readingIn(ctx.cms, DEFAULT_LOCALE) })), contentLocale: DEFAULT_LOCALE };
  }
}

/** The page of a matched route at url, read from cms. */
export async function loadPage(route: RouteMatch, url: URL, cms: CmsClient, config: Config): Promise<Resolved> {
  // An /en address reaches here only with English on, when the client reads English too.
  if (route.locale !== cms.locale) return errorResolved(url.pathname, 404, cms.locale);
  // The loader sees only the query its route declares: what it reads is what the page cache keys on.
  const read = new URL(url);
  read.search = routeQuery(route.name, url.searchParams).toString();
  const ctx: LoaderContext = { cms, config, params: route.params, url: read, locale: route.locale, today: parisDay(new Date()) };
  try {
    const { loaded, body, contentLocale } = await loadInPageLanguage(ROUTE_MODULES[route.name], ctx);
    const untranslated = contentLocale !== route.locale;
    const alternates = config.ENGLISH_ENABLED ? await alternatesOf(ctx, loaded.document, contentLocale) : undefined;
    // The French entry found under an old or French slug has an English version after all: go there.
    const translated = untranslated ? alternates?.[route.locale] : undefined;
    if (translated && translated !== url.pathname) redirect(translated, 302);
    // An untranslated page is the French entry's duplicate: search engines index its French address only.
    const head = finishHead(untranslated ? { ...loaded.head, noindex: true } : loaded.head, url.pathname, await loadSite(cms, config, url));
    return {
      status: 200,
      body,
      data: loaded.data,
      page: {
        path: url.pathname,
        route,
        layout: loaded.layout ?? route.layout,
        head,
        error: null,
        ...(alternates ? { alternates } : {}),
        ...(untranslated ? { untranslated } : {}),
      },
    };
  } catch (error) {
    if (error instanceof PageRedirect) {
      return { ...errorResolved(url.pathname, error.status, route.locale), redirect: { location: error.location, status: error.status } };
    }
    const status = statusOf(error);
    if (isFault(error)) console.error(`Page ${url.pathname} failed:`, error);
    return errorResolved(url.pathname, status, route.locale);
  }
}

/** The page at any address of the site: its route's, or the 404 page. */
export async function resolvePage(url: URL, cms: CmsClient, config: Config): Promise<Resolved> {
  const route = matchPage(url.pathname);
  return route ? loadPage(route, url, cms, config) : errorResolved(url.pathname, 404, cms.locale);
}
