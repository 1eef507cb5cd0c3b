/** Which clicks the client router may take over: same-origin page links, plain left clicks. */

/** Paths the edge answers itself (files, API, webhook, data): always a real page load. */
const EDGE_ONLY = /^\/(?:api|_data|__cms|crm\/confirm)(?:\/|$)|\.[a-z0-9]{2,5}$/i;

export interface ClickInfo {
  href: string | null;
  target: string | null;
  download: boolean;
  button: number;
  modified: boolean;
}

/** The path + query to navigate to, or null when the browser should handle the click itself. */
export function internalTarget(click: ClickInfo, origin: string): string | null {
  if (!click.href || click.download || click.button !== 0 || click.modified) return null;
  if (click.target && click.target !== "_self") return null;
  let url: URL;
  try {
    url = new URL(click.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || EDGE_ONLY.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
