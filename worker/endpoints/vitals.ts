/**
 * POST /__vitals: a page view's field data (or an island's failure) from the visitor's browser, written as one
 * Analytics Engine data point with where Cloudflare saw the request. No cookie is read or set and nothing identifies
 * the visitor: the beacon carries names (route, device class, connection), the point adds country, region and data
 * centre. Page views are sampled at VITALS_SAMPLE_RATE; island failures are rare and always written.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { Beacon } from "../../contract/beacon";
import { cfText } from "../../core/landing";
import { BEACON_MAX_BYTES, vitalsDataPoint, type VitalsPoint } from "../../core/vitals";
import type { AppEnv } from "../env";
import { requestText } from "./request-text";

/** What sendBeacon sends for a string (text/plain), or a JSON blob: both are simple requests, no preflight. */
const BEACON_TYPES = /^(?:text\/plain|application\/json)(?:;|$)/i;

const refuse = (c: Context<AppEnv>, status: 400 | 403 | 413 | 415, errorText: string) => {
  c.header("cache-control", "no-store");
  return c.json({ statusCode: status, errorText }, status);
};

/**
 * The data point of a beacon, with where Cloudflare saw the request (`cf`: country, region, data centre; empty in
 * local runs) and the weight of a sampled page view (1 / the sampling rate), so counts stay true.
 */
function beaconPoint(beacon: Beacon, cf: unknown, weight: number): VitalsPoint {
  const view = beacon.kind === "page-view" ? beacon : undefined;
  const island = beacon.kind === "island-error" ? beacon : undefined;
  return {
    kind: beacon.kind,
    route: beacon.route,
    device: beacon.device,
    connection: beacon.connection,
    navigation: view?.navigation ?? "",
    country: cfText(cf, "country"),
    region: cfText(cf, "region"),
    colo: cfText(cf, "colo"),
    lcpTarget: view?.lcpTarget ?? "",
    inpTarget: view?.inpTarget ?? "",
    clsTarget: view?.clsTarget ?? "",
    island: island?.island ?? "",
    failure: island?.failure ?? "",
    LCP: view?.LCP ?? -1,
    INP: view?.INP ?? -1,
    CLS: view?.CLS ?? -1,
    TTFB: view?.TTFB ?? -1,
    weight,
  };
}

/** Reads the body as a beacon; a string says what is wrong with it. */
function readBeacon(body: string): Beacon | string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return "the beacon is not JSON";
  }
  const parsed = v.safeParse(Beacon, json);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  return `the beacon's ${v.getDotPath(issue) ?? "shape"} is refused: ${issue.message}`;
}

/** Beacons come from the site's own pages (a browser says so; older ones send no Sec-Fetch-Site), as a simple request. */
const beaconRequest = createMiddleware<AppEnv>(async (c, next) => {
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin") return refuse(c, 403, "beacons are taken from this site's pages only");
  if (!BEACON_TYPES.test(c.req.header("content-type") ?? "")) return refuse(c, 415, "a beacon is sent as text/plain or application/json");
  await next();
});

async function recordBeacon(c: Context<AppEnv>) {
  const beacon = readBeacon(await requestText(c));
  if (typeof beacon === "string") return refuse(c, 400, beacon);

  const rate = c.get("config").VITALS_SAMPLE_RATE;
  const kept = beacon.kind === "island-error" || (rate > 0 && Math.random() < rate);
  if (kept) {
    try {
      c.env.VITALS?.writeDataPoint(vitalsDataPoint(beaconPoint(beacon, c.req.raw.cf, beacon.kind === "island-error" ? 1 : 1 / rate)));
    } catch (error) {
      console.warn("Analytics Engine refused the field data:", String(error));
    }
  }
  c.header("cache-control", "no-store");
  return c.body(null, 204);
}

/** The route's handlers, in order: where the beacon came from, its size, then the data point. */
export const vitalsRoute = [beaconRequest, bodyLimit({ maxSize: BEACON_MAX_BYTES, onError: (c) => refuse(c, 413, `a beacon is at most ${BEACON_MAX_BYTES} bytes`) }), recordBeacon] as const;
