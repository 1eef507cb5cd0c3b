/**
 * A page change is a new document (the edge's cached HTML, often fetched ahead by the browser). The page being left
 * shows the loading bar if the next one takes longer than LOADING_BAR.throttleMs to replace it, by setting the bar's
 * phase itself: no runtime or React is loaded for it, since a tap's script runs on the main thread the next document
 * needs (loading them on every page change held the navigation back by 150–200 ms of a phone's time).
 */
import { LOADING_BAR } from "../../../core/constants";

/** Whether following this link loads another document of the site in this tab. */
export function leavesForPage(link: { href: string; target: string; download: boolean }, here: URL): boolean {
  if (link.download || (link.target && link.target !== "_self")) return false;
  const next = new URL(link.href, here);
  if (next.origin !== here.origin || !/^https?:$/.test(next.protocol)) return false;
  return next.pathname !== here.pathname || next.search !== here.search;
}

/** The page of the site a click sends this tab to; null for a click handled already, one with a modifier key, or a link that stays. */
export function pageLeftFor(event: MouseEvent, here: URL): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  return leavesForPage({ href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") }, here) ? new URL(anchor.href, here) : null;
}

/** Runs the loading bar when a click sends this tab to another page of the site; hides it when the browser's cache brings this page back. */
export function watchPageChanges(doc: Document, win: Window) {
  const setPhase = (phase: "running" | "hidden") => doc.querySelector(".loading-bar")?.setAttribute("data-phase", phase);
  let pending: number | undefined;
  // Left before the bar was due: it must not start when the back/forward cache brings the page back. Listened for only
  // once a bar is due: a page with a pagehide listener cannot be shut down at once, so a page rendered ahead, then
  // dropped for a tap on another link, needed its renderer's turn to run it before it could go.
  const leave = () => win.clearTimeout(pending);
  doc.addEventListener("click", (event) => {
    if (!pageLeftFor(event, new URL(win.location.href))) return;
    win.clearTimeout(pending);
    pending = win.setTimeout(() => setPhase("running"), LOADING_BAR.throttleMs);
    win.addEventListener("pagehide", leave, { once: true });
  });
  win.addEventListener("pageshow", (event) => event.persisted && setPhase("hidden"));
}
