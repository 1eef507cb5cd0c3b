/**
 * Third URL stage: /en while English is off → / (302: the answer changes with the configuration, so
 * browsers must not keep it) or the 404 page; while English is on, /en… are the English pages. The old
 * English legal addresses → their page in the language the configuration offers (302 for the same reason).
 */
import { refused } from "../../../core/errors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { pageRequest, redirectAnswer } from "../canonical-url/answer";
import { locationFor } from "../canonical-url/location";
import { englishLegalTarget, englishVerdict } from "./policy";

export const englishPolicy = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = pageRequest(c);
    if (!url) return next();
    const config = c.get("config");
    const legal = englishLegalTarget(url.pathname, config);
    if (legal) return redirectAnswer(c, locationFor(legal, url.search), false);
    const verdict = englishVerdict(url.pathname, config);
    if (verdict === "pass") return next();
    if (verdict === "not-found") throw refused(404, url.pathname);
    return redirectAnswer(c, locationFor("/", url.search), false);
  });
