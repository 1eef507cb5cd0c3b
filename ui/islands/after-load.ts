/**
 * Work that must never compete with the page's own text and images: run once the page has loaded and the browser is
 * idle (at most 2 s later).
 */
const IDLE_TIMEOUT_MS = 2000;

export function whenLoadedAndIdle(doc: Document, win: Window, run: () => void) {
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(run, 0));
  if (doc.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}
