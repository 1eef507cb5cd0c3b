/** Runs a path through the route table and its loader: the page state both HTML and /_data answer with. */
import { parisDay } from "../../core/dates";
import { statusOf } from "../../core/errors";
import { matchRoute } from "../../core/match";
import type { Config } from "../../content/config";
import { errorPage } from "../../content/error-page";
import type { PageState } from "../../content/page";
import type { CmsClient } from "../cms/client";
import { loaders } from ".";
import { finishHead } from "./head";
import { PageRedirect } from "./redirect";
import { loadSite } from "./site";
import type { Loader } from "./types";

export interface Resolved {
  page: PageState;
  status: number;
  /** Set when the loader sent the visitor elsewhere: a 3xx for HTML, `{redirect}` for /_data. */
  redirect?: { location: string; status: 301 | 302 };
}

export const errorResolved = (path: string, status: number): Resolved => ({ status, page: errorPage(path, status) });

export async function resolvePage(url: URL, cms: CmsClient, config: Config): Promise<Resolved> {
  const route = matchRoute(url.pathname);
  if (!route) return errorResolved(url.pathname, 404);
  const loader = loaders[route.name] as Loader<unknown>;
  try {
    const loaded = await loader({ cms, config, params: route.params, url, locale: cms.locale, today: parisDay(new Date()) });
    const head = finishHead(loaded.head, url.pathname, await loadSite(cms, url));
    return {
      status: 200,
      page: { path: url.pathname, route, layout: loaded.layout ?? route.layout, head, data: loaded.data, error: null },
    };
  } catch (error) {
    if (error instanceof PageRedirect) {
      return { ...errorResolved(url.pathname, error.status), redirect: { location: error.location, status: error.status } };
    }
    const status = statusOf(error);
    if (status >= 500) console.error(`Page ${url.pathname} failed:`, error);
    return errorResolved(url.pathname, status);
  }
}
