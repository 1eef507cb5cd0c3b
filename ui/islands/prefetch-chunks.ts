/**
 * The islands' chunks, listed inert in the page, are fetched once it has loaded and the browser is idle: never
 * competing with the page's own text and images, yet in the cache before most visitors reach for the chrome.
 */
import { ISLAND_CHUNKS_ID } from "./names";

export function prefetchIslandChunks(doc: Document) {
  const template = doc.getElementById(ISLAND_CHUNKS_ID);
  if (template instanceof HTMLTemplateElement) doc.head.append(template.content);
}
