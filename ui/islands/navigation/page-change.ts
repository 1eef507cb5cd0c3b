/**
 * A page change is a new document (the edge's cached HTML, often prerendered by the browser): the page being left
 * shows the loading bar while the next one loads. Only the listening is here; the bar's state lives in the runtime.
 */

/** Whether following this link loads another document of the site in this tab. */
export function leavesForPage(link: { href: string; target: string; download: boolean }, here: URL): boolean {
  if (link.download || (link.target && link.target !== "_self")) return false;
  const next = new URL(link.href, here);
  if (next.origin !== here.origin || !/^https?:$/.test(next.protocol)) return false;
  return next.pathname !== here.pathname || next.search !== here.search;
}

/** Calls onLeave when a click sends this tab to another page of the site, onBack when the browser's cache brings this page back. */
export function watchPageChanges(doc: Document, win: Window, onLeave: () => void, onBack: () => void) {
  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (leavesForPage({ href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") }, new URL(win.location.href))) onLeave();
  });
  win.addEventListener("pageshow", (event) => event.persisted && onBack());
}
