/** Loads a page for a client navigation: its /_data JSON and its component chunk, together. */
import type { Locale } from "../../core/constants";
import { matchRoute } from "../../core/match";
import { errorPage } from "../../content/error-page";
import type { PageState } from "../../content/page";
import { loadPage } from "../pages/registry";

export const dataUrl = (path: string) => `/_data${path.startsWith("/") ? path : `/${path}`}`;

/** A page that sends elsewhere answers `{redirect}`; followed a few times at most, on this site only. */
const MAX_REDIRECTS = 3;
const sameSite = (target: string) => new URL(target, location.origin).origin === location.origin;

/** `locale` is the document's: a client navigation stays in its language (the chrome was drawn in it). */
export async function fetchPage(pathAndQuery: string, locale: Locale, signal: AbortSignal, redirects = 0): Promise<PageState> {
  const url = new URL(pathAndQuery, location.origin);
  const route = matchRoute(url.pathname);
  const [res] = await Promise.all([
    fetch(dataUrl(url.pathname + url.search), { headers: { accept: "application/json" }, signal }),
    route ? loadPage(route.name) : Promise.resolve(),
  ]);
  const body = (await res.json().catch(() => null)) as PageState | { statusCode?: number; errorText?: string } | { redirect: string } | null;
  if (res.ok && body && "head" in body) return body;
  if (res.ok && body && "redirect" in body && sameSite(body.redirect) && redirects < MAX_REDIRECTS) {
    history.replaceState(null, "", body.redirect);
    return fetchPage(body.redirect, locale, signal, redirects + 1);
  }
  const statusCode = res.status >= 400 ? res.status : 500;
  const errorText = body && "errorText" in body ? body.errorText : undefined;
  return errorPage(url.pathname, statusCode, locale, errorText);
}
