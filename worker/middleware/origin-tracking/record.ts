/** Writes a landing, or a yes given on its page, as one Analytics Engine point in the report's layout (core/landing.ts). */
import type { Context } from "hono";
import { landingDataPoint, landingOf, type LandingCounts } from "../../../core/landing";
import type { MarketingOrigin } from "../../../core/origin";
import type { AppEnv } from "../../env";

/** A failing (or unbound) Analytics Engine never costs the visitor's answer. */
export function recordLanding(c: Context<AppEnv>, found: MarketingOrigin, path: string, counts: LandingCounts) {
  try {
    c.env.ANALYTICS?.writeDataPoint(landingDataPoint(landingOf(found, path, c.req.raw.cf), counts));
  } catch (error) {
    console.warn("Analytics Engine refused the landing:", String(error));
  }
}
