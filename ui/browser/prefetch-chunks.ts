/**
 * The islands' chunks, listed inert in the page, are fetched once it has loaded and the browser is idle: never
 * competing with the page's own text and images, yet in the cache before most visitors reach for the chrome. Each
 * link starts a request, which costs the main thread several milliseconds on a phone: twenty at once made the
 * longest task after load (90–170 ms), so they go in a few per idle period.
 */
import { inIdleSlices } from "./after-load";
import { ISLAND_CHUNKS_ID } from "./names";

export function prefetchIslandChunks(doc: Document, win: Window) {
  const template = doc.getElementById(ISLAND_CHUNKS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  inIdleSlices(win, [...template.content.children].map((link) => () => doc.head.append(link)));
}
