/** The request pipeline: the one list of its stages, in the order they run. */
import { Hono } from "hono";
import { PREVIEW_PATH } from "../core/preview";
import type { AppEnv } from "./env";
import { onError, onNotFound } from "./errors";
import { canonicalUrl } from "./middleware/canonical-url";
import { englishPolicy } from "./middleware/english-policy";
import { legacyRedirects } from "./middleware/legacy-redirects";
import { originTracking } from "./middleware/origin-tracking";
import { pageCache } from "./middleware/page-cache";
import { previewAnswers } from "./middleware/preview";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { api } from "./routes/api";
import { dataRoute } from "./routes/data";
import { pageRoute } from "./routes/pages";
import { popinConfirm } from "./routes/popin-confirm";
import { preview } from "./routes/preview";
import { uploadsRoute } from "./routes/uploads";
import { webhook } from "./routes/webhook";

export type Endpoints = (app: Hono<AppEnv>) => void;

/** What answers a request once the URL stages let it through: machine routes first, then pages. */
export const siteEndpoints: Endpoints = (app) => {
  app.route("/__cms/webhook", webhook);
  app.route(PREVIEW_PATH, preview);
  app.route("/api", api);
  app.get("/crm/confirm", popinConfirm);
  app.get("/_data", pageCache(), dataRoute);
  app.get("/_data/*", pageCache(), dataRoute);
  app.get("*", pageCache(), pageRoute);
};

/** The site; the URL stages' tests put a stub in place of the endpoints, the stages stay these. */
export function buildApp(endpoints: Endpoints = siteEndpoints): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestContext());
  app.use(securityHeaders());
  app.use(previewAnswers());
  // Media keep the CMS's own file names (case included): served before the URL stages rewrite paths.
  app.get("/uploads/*", uploadsRoute);
  app.use(canonicalUrl());
  app.use(legacyRedirects());
  app.use(englishPolicy());
  app.use(originTracking());
  endpoints(app);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
