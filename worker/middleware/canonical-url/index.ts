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
    const page = pageRequest(c);
    if (!page) return next();
    const canonical = canonicalPath(page.path);
    if ("status" in canonical) throw refused(canonical.status, page.path.slice(0, 200));
    const config = c.get("config");
    // /_data is fetched by the page's own origin: only its path has a canonical form
    const host = page.data ? null : hostRedirect(page.url.host, config.CANONICAL_HOST);
    if (!host && canonical.path === page.path) return next();
    const { target, permanent } = finalTarget(canonical.path, config);
    const origin = host ? `${page.url.protocol}//${host}` : "";
    return redirectAnswer(c, page.data, locationFor(target, page.url.search, origin), permanent);
  });
