/**
 * Field data: what a page view measured in a visitor's browser (Core Web Vitals) or an island that failed, as the
 * Analytics Engine data point the worker writes. One layout for the browser that sends, the worker that writes and
 * the report that reads (`npm run report:vitals`).
 */
import { clipBytes } from "./landing";

/** Where the browser posts its beacon: a path of its own, outside the pages and the pop-in's /api. */
export const VITALS_PATH = "/__vitals";
/** A beacon is a few hundred bytes; past this the worker answers 413 without reading further. */
export const BEACON_MAX_BYTES = 2048;
/** Selectors naming the element at fault are cut to this: enough to find it, never a page's text. */
export const TARGET_MAX_CHARACTERS = 100;

export const METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type MetricName = (typeof METRICS)[number];

/** Core Web Vitals thresholds (web.dev): good up to the first, poor past the second; ms, CLS unitless. */
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

type Rating = "good" | "needs-improvement" | "poor";
export const ratingOf = (metric: MetricName, value: number): Rating => {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
};

/** How the browser classes the screen it runs on: a coarse pointer under 768 px is a phone, over it a tablet. */
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
/** The Network Information API's effective type; "unknown" where the browser has none (Safari, Firefox). */
export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
export const BEACON_KINDS = ["page-view", "island-error"] as const;
/** An island's chunk that did not load, or a component that threw while hydrating or after. */
export const ISLAND_FAILURES = ["load", "throw"] as const;

/** Blob order of a data point. Append new fields; never reorder (old points keep the old order). */
const VITALS_BLOBS = [
  "kind",
  "route",
  "device",
  "connection",
  "navigation",
  "country",
  "region",
  "colo",
  "lcpTarget",
  "inpTarget",
  "clsTarget",
  "island",
  "failure",
] as const;
/** Double order: the four metrics (−1 when the page view had none: no interaction, hidden before a paint), then the sampling weight. */
const VITALS_DOUBLES = ["LCP", "INP", "CLS", "TTFB", "weight"] as const;

type VitalsField = (typeof VITALS_BLOBS)[number];
export type VitalsPoint = Record<VitalsField, string> & Record<(typeof VITALS_DOUBLES)[number], number>;

interface VitalsDataPoint {
  indexes: [string];
  blobs: string[];
  doubles: number[];
}

/** Analytics Engine refuses an index over 96 bytes; a route name is far shorter. */
const INDEX_BYTES = 96;

/** Indexed by route, so that sampling, if Analytics Engine applies any, keeps every route readable. */
export function vitalsDataPoint(point: VitalsPoint): VitalsDataPoint {
  return {
    indexes: [clipBytes(point.route, INDEX_BYTES)],
    blobs: VITALS_BLOBS.map((field) => point[field]),
    doubles: VITALS_DOUBLES.map((field) => point[field]),
  };
}

/** The SQL column holding a field or metric: `blob2` for the route, `double1` for LCP. */
export const vitalsColumn = (field: VitalsField | (typeof VITALS_DOUBLES)[number]) =>
  (VITALS_BLOBS as readonly string[]).includes(field)
    ? `blob${(VITALS_BLOBS as readonly string[]).indexOf(field) + 1}`
    : `double${(VITALS_DOUBLES as readonly string[]).indexOf(field) + 1}`;
