/** Second URL stage: an old site path (redirects.ts) → 301 to its new address, query kept. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { pageRequest, redirectAnswer } from "../canonical-url/answer";
import { locationFor } from "../canonical-url/location";
import { legacyTarget } from "./match";

export const legacyRedirects = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = pageRequest(c);
    const target = url && legacyTarget(url.pathname);
    if (!url || !target) return next();
    return redirectAnswer(c, locationFor(target, url.search), true);
  });
