/**
 * Field data sent to the edge (POST /__vitals, contract/beacon.ts): a page view's measures or an island's failure, in
 * names only (the route's, the device's class, the connection's type). Part of the entry: an island that fails to
 * load must still be told, whatever else did not load.
 */
import type { IslandErrorBeacon, PageViewBeacon } from "../../../contract/beacon";
import type { BootData } from "../../../contract/page";
import { CONNECTIONS, VITALS_PATH } from "../../../core/vitals";

/** What every beacon of this page view says of where it comes from. */
export type BeaconContext = Pick<PageViewBeacon, "route" | "device" | "connection">;

/** A phone is a coarse pointer on a screen under 768 px on its short side; a tablet the same, larger; else a desktop. */
export const deviceClass = (coarsePointer: boolean, shortSidePx: number): BeaconContext["device"] =>
  !coarsePointer ? "desktop" : shortSidePx < 768 ? "phone" : "tablet";

/** The Network Information API's effective type, "unknown" where the browser has none or names another. */
export const connectionOf = (effectiveType: unknown): BeaconContext["connection"] =>
  (CONNECTIONS as readonly unknown[]).includes(effectiveType) ? (effectiveType as BeaconContext["connection"]) : "unknown";

export const effectiveType = (win: Window): unknown => (win.navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;

export function beaconContext(boot: BootData, win: Window): BeaconContext {
  return {
    route: boot.page.route?.name ?? "error",
    device: deviceClass(win.matchMedia("(pointer: coarse)").matches, Math.min(win.screen.width, win.screen.height)),
    connection: connectionOf(effectiveType(win)),
  };
}

/** sendBeacon outlives the page: the browser sends it after pagehide, with no connection kept open. */
export const sendBeacon = (win: Window, beacon: PageViewBeacon | IslandErrorBeacon) => win.navigator.sendBeacon?.(VITALS_PATH, JSON.stringify(beacon));

export const reportIslandFailure = (win: Window, context: BeaconContext, island: string, failure: IslandErrorBeacon["failure"]) =>
  sendBeacon(win, { kind: "island-error", ...context, island, failure });
