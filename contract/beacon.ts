/**
 * The field-data beacon, the contract between the browser that sends it (ui/browser/field-data) and the worker that
 * takes it (worker/endpoints/vitals.ts): a page view's Core Web Vitals, or an island that failed. Names, never addresses:
 * the route's name, the device's class; nothing that could tell one visitor from another.
 */
import * as v from "valibot";
import { ROUTES } from "../core/routes";
import { BEACON_KINDS, CONNECTIONS, DEVICE_CLASSES, ISLAND_FAILURES, TARGET_MAX_CHARACTERS } from "../core/vitals";

/** A route of the table, or "error" for an error page (which has none). */
const BEACON_ROUTES = [...ROUTES.map((route) => route.name), "error"] as const;

/** A measured time in ms (up to ten minutes) or a layout-shift score. */
const measure = (max: number) => v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(max)));
/** A CSS selector web-vitals wrote for the element at fault; cut, never refused, when long. */
const target = v.optional(v.pipe(v.string(), v.transform((s) => s.slice(0, TARGET_MAX_CHARACTERS))));

const common = {
  route: v.picklist(BEACON_ROUTES),
  device: v.picklist(DEVICE_CLASSES),
  connection: v.picklist(CONNECTIONS),
};

export const PageViewBeacon = v.strictObject({
  kind: v.literal(BEACON_KINDS[0]),
  ...common,
  /** web-vitals' navigation type: navigate, reload, back-forward, back-forward-cache, prerender, restore. */
  navigation: v.pipe(v.string(), v.regex(/^[a-z-]{1,30}$/)),
  LCP: measure(600_000),
  INP: measure(600_000),
  CLS: measure(100),
  TTFB: measure(600_000),
  lcpTarget: target,
  inpTarget: target,
  clsTarget: target,
});

export const IslandErrorBeacon = v.strictObject({
  kind: v.literal(BEACON_KINDS[1]),
  ...common,
  island: v.pipe(v.string(), v.regex(/^[a-z-]{1,30}$/)),
  failure: v.picklist(ISLAND_FAILURES),
});

export const Beacon = v.variant("kind", [PageViewBeacon, IslandErrorBeacon]);

export type PageViewBeacon = v.InferInput<typeof PageViewBeacon>;
export type IslandErrorBeacon = v.InferInput<typeof IslandErrorBeacon>;
export type Beacon = v.InferOutput<typeof Beacon>;
