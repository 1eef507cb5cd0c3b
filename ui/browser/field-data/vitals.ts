/**
 * Loaded once the page has loaded and the browser is idle: web-vitals measures LCP, INP, CLS and TTFB, each with the
 * element at fault, and one beacon per page view leaves when the visitor hides or leaves the page (a page restored
 * from the back/forward cache is a new page view). Nothing is sent from a page that was prerendered and never shown.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { inIdleSlices } from "../after-load";
import { sendBeacon, type BeaconContext } from "./beacon";
import { elementAtFault } from "./element-at-fault";
import { hasMeasure, pageView, withMetric } from "./page-view";

export function measureVitals(doc: Document, win: Window, context: BeaconContext) {
  let view = pageView(context, "navigate");
  let sent = false;
  const keep = (metric: Metric) =>
    void (view = withMetric(view, { name: metric.name, value: metric.value, navigationType: metric.navigationType, target: elementAtFault(metric) }));
  const every = { reportAllChanges: true };
  // Each metric's observers in an idle slice of their own: all four at once made a task of up to 70 ms on a phone.
  // Their observers are buffered, so nothing that happened before is lost.
  inIdleSlices(win, [() => onLCP(keep, every), () => onINP(keep, every), () => onCLS(keep, every), () => onTTFB(keep)]);

  const send = () => {
    if (sent || (doc as { prerendering?: boolean }).prerendering || !hasMeasure(view)) return;
    sent = true;
    sendBeacon(win, view);
  };
  doc.addEventListener("visibilitychange", () => doc.visibilityState === "hidden" && send());
  win.addEventListener("pagehide", send);
  win.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    sent = false;
    view = pageView(context, "back-forward-cache");
  });
}
