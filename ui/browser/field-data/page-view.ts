/** A page view's beacon built up from web-vitals' reports: the last value of each metric and the element at fault. */
import type { PageViewBeacon } from "../../../contract/beacon";
import type { MetricName } from "../../../core/vitals";
import type { BeaconContext } from "./beacon";

/** What this module reads of a web-vitals report, with the selector of the element or interaction at fault. */
export interface MetricReport {
  name: string;
  value: number;
  navigationType: string;
  target?: string;
}

const TARGETS = { LCP: "lcpTarget", INP: "inpTarget", CLS: "clsTarget" } as const;

export const pageView = (context: BeaconContext, navigation: string): PageViewBeacon => ({ kind: "page-view", ...context, navigation });

/** The page view with this report's value (ms rounded to 1, CLS to 4 decimals) and the element or interaction at fault. */
export function withMetric(view: PageViewBeacon, report: MetricReport): PageViewBeacon {
  const name = report.name as MetricName;
  if (!["LCP", "INP", "CLS", "TTFB"].includes(name)) return view;
  const value = name === "CLS" ? Math.round(report.value * 10_000) / 10_000 : Math.round(report.value);
  const next: PageViewBeacon = { ...view, [name]: value, navigation: report.navigationType };
  if (name !== "TTFB" && report.target) next[TARGETS[name]] = report.target;
  return next;
}

/** Worth sending: at least one metric measured (a page hidden before its first paint has none). */
export const hasMeasure = (view: PageViewBeacon) => ["LCP", "INP", "CLS", "TTFB"].some((name) => view[name as MetricName] !== undefined);
