/**
 * Third URL stage: /en while English is off → / (302: the answer changes with the configuration, so
 * browsers must not keep it) or the 404 page; while English is on, /en is the English home.
 */
import { refused } from "../../../core/errors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { pageRequest, redirectAnswer } from "../canonical-url/answer";
import { locationFor } from "../canonical-url/location";
import { englishVerdict } from "./policy";

export const englishPolicy = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const page = pageRequest(c);
    const verdict = page ? englishVerdict(page.path, c.get("config")) : "pass";
    if (!page || verdict === "pass") return next();
    if (verdict === "not-found") throw refused(404, new URL(c.req.url).pathname);
    return redirectAnswer(c, page.data, locationFor("/", page.url.search), false);
  });
