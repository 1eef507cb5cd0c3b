/** Runs a path through the route table and its loader: the page state the document is rendered from. */
import type { Locale } from "../../core/constants";
import { parisDay } from "../../core/dates";
import { isFault, statusOf } from "../../core/errors";
import { DEFAULT_LOCALE } from "../../core/locale";
import { matchRoute, routeQuery } from "../../core/match";
import type { Config } from "../../content/config";
import { errorPage } from "../../content/error-page";
import type { PageState } from "../../content/page";
import { readingIn, type CmsClient } from "../cms/client";
import { loaders } from ".";
import { alternatesOf } from "./alternates";
import { finishHead } from "./head";
import { PageRedirect, redirect } from "./redirect";
import { loadSite } from "./site";
import type { Loaded, Loader, LoaderContext } from "./types";

export interface Resolved {
  page: PageState;
  status: number;
  /** Set when the loader sent the visitor elsewhere: answered with this 3xx instead of the page. */
  redirect?: { location: string; status: 301 | 302 };
}

export const errorResolved = (path: string, status: number, locale: Locale): Resolved => ({ status, page: errorPage(path, status, locale) });

/**
 * The page in its own language; on an English address the CMS has no English entry for, the French
 * entry instead (untranslated). Only a 404 falls back: any other failure is the page's own.
 */
async function loadInPageLanguage(loader: Loader<unknown>, ctx: LoaderContext): Promise<{ loaded: Loaded<unknown>; contentLocale: Locale }> {
  try {
    return { loaded: await loader(ctx), contentLocale: ctx.locale };
  } catch (error) {
    if (ctx.locale === DEFAULT_LOCALE || error instanceof PageRedirect || statusOf(error) !== 404) throw error;
    return { loaded: await loader({ ...ctx, cms: readingIn(ctx.cms, DEFAULT_LOCALE) }), contentLocale: DEFAULT_LOCALE };
  }
}

export async function resolvePage(url: URL, cms: CmsClient, config: Config): Promise<Resolved> {
  const route = matchRoute(url.pathname);
  // An /en address reaches here only with English on, when the client reads English too.
  if (!route || route.locale !== cms.locale) return errorResolved(url.pathname, 404, cms.locale);
  const loader = loaders[route.name] as Loader<unknown>;
  // The loader sees only the query its route declares: what it reads is what the page cache keys on.
  const read = new URL(url);
  read.search = routeQuery(route.name, url.searchParams).toString();
  const ctx: LoaderContext = { cms, config, params: route.params, url: read, locale: route.locale, today: parisDay(new Date()) };
  try {
    const { loaded, contentLocale } = await loadInPageLanguage(loader, ctx);
    const untranslated = contentLocale !== route.locale;
    const alternates = config.ENGLISH_ENABLED ? await alternatesOf(ctx, loaded.document, contentLocale) : undefined;
    // The French entry found under an old or French slug has an English version after all: go there.
    const translated = untranslated ? alternates?.[route.locale] : undefined;
    if (translated && translated !== url.pathname) redirect(translated, 302);
    // An untranslated page is the French entry's duplicate: search engines index its French address only.
    const head = finishHead(untranslated ? { ...loaded.head, noindex: true } : loaded.head, url.pathname, await loadSite(cms, config, url));
    return {
      status: 200,
      page: {
        path: url.pathname,
        route,
        layout: loaded.layout ?? route.layout,
        head,
        data: loaded.data,
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
