/** First URL stage: lowercase, trailing slash, canonical host → one 301 (to the final page); bad paths → 400/414. */
import { refused } from "../../../core/errors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { pageRequest, redirectAnswer } from "./answer";
import { canonicalPath, hostRedirect } from "./canonical";
import { finalTarget } from "./final-target";
import { locationFor } from "./location";

export const canonicalUrl = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = pageRequest(c);
    if (!url) return next();
    const canonical = canonicalPath(url.pathname);
    if ("status" in canonical) throw refused(canonical.status, url.pathname.slice(0, 200));
    const config = c.get("config");
    const host = hostRedirect(url.host, config.CANONICAL_HOST);
    if (!host && canonical.path === url.pathname) return next();
    const { target, permanent } = finalTarget(canonical.path, config);
    const origin = host ? `${url.protocol}//${host}` : "";
    return redirectAnswer(c, locationFor(target, url.search, origin), permanent);
  });
