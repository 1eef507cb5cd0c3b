/** Which clicks the client router may take over: same-origin page links, plain left clicks; in-page anchors scroll. */

/** Paths the edge answers itself (files, API, webhook, data): always a real page load. */
const EDGE_ONLY = /^\/(?:api|_data|__cms|crm\/confirm)(?:\/|$)|\.[a-z0-9]{2,5}$/i;

export interface ClickInfo {
  href: string | null;
  target: string | null;
  download: boolean;
  button: number;
  modified: boolean;
}

/** Another page of the site (path + query + hash), or an anchor of the page on screen (its hash). */
export type LinkTarget = { kind: "page"; path: string } | { kind: "anchor"; hash: string };

/**
 * What a click on a link asks of the client router, or null when the browser should handle it itself.
 * `here` is the address on screen: "#admission" is read against it, not against the site's root.
 */
export function internalTarget(click: ClickInfo, here: string): LinkTarget | null {
  if (!click.href || click.download || click.button !== 0 || click.modified) return null;
  if (click.target && click.target !== "_self") return null;
  let url: URL;
  let current: URL;
  try {
    current = new URL(here);
    url = new URL(click.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || EDGE_ONLY.test(url.pathname)) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  // "#" alone is the top of the page, as the browser reads it.
  if (samePage && (url.hash || click.href.includes("#"))) return { kind: "anchor", hash: url.hash };
  return { kind: "page", path: url.pathname + url.search + url.hash };
}
