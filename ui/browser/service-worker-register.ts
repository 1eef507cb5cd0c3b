/**
 * Registers the offline-capable worker (/sw.js) once the page has loaded and the browser is idle: never in the first
 * render, nor in the load event's task, which it made long on a phone.
 */
import { whenLoadedAndIdle } from "./after-load";

export function registerServiceWorker(doc: Document, win: Window) {
  const workers = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers) return;
  whenLoadedAndIdle(doc, win, () => {
    workers.register("/sw.js").catch((error: unknown) => console.warn("Service worker not registered:", error));
  });
}
