/** Runs a path through the route table and its loader: the page state both HTML and /_data answer with. */
import { parisDay } from "../../core/dates";
import { errorMessage, statusOf } from "../../core/errors";
import { matchRoute } from "../../core/match";
import type { PageState } from "../../ui/boot";
import type { CmsClient } from "../cms/client";
import type { Config } from "../config";
import { loaders } from "../loaders";
import { PageRedirect } from "../loaders/redirect";
import type { Loader } from "../loaders/types";

export interface Resolved {
  page: PageState;
  status: number;
  /** Set when the loader sent the visitor elsewhere: a 3xx for HTML, `{redirect}` for /_data. */
  redirect?: { location: string; status: 301 | 302 };
}

export function errorState(path: string, statusCode: number): Resolved {
  return {
    status: statusCode,
    page: {
      path,
      route: null,
      layout: "default",
      head: { title: "Oups !", noindex: true },
      data: null,
      error: { statusCode, message: errorMessage(statusCode) },
    },
  };
}

export async function resolvePage(url: URL, cms: CmsClient, config: Config): Promise<Resolved> {
  const route = matchRoute(url.pathname);
  if (!route) return errorState(url.pathname, 404);
  const loader = loaders[route.name] as Loader<unknown>;
  try {
    const loaded = await loader({ cms, config, params: route.params, url, locale: cms.locale, today: parisDay(new Date()) });
    return {
      status: 200,
      page: { path: url.pathname, route, layout: loaded.layout ?? route.layout, head: loaded.head, data: loaded.data, error: null },
    };
  } catch (error) {
    if (error instanceof PageRedirect) {
      return { ...errorState(url.pathname, error.status), redirect: { location: error.location, status: error.status } };
    }
    const status = statusOf(error);
    if (status >= 500) console.error(`Page ${url.pathname} failed:`, error);
    return errorState(url.pathname, status);
  }
}
