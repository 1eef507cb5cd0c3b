/**
 * The islands' chunks, listed inert in the page, are fetched once it has loaded and the browser is idle: never
 * competing with the page's own text and images, yet in the cache before most visitors reach for the chrome.
 */
import { ISLAND_CHUNKS_ID } from "./names";

const IDLE_TIMEOUT_MS = 2000;

export function prefetchIslandChunks(doc: Document, win: Window) {
  const template = doc.getElementById(ISLAND_CHUNKS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const start = () => doc.head.append(template.content);
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(start, 0));
  if (doc.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}
