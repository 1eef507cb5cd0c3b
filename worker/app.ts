/** The request pipeline: the one list of its stages, in the order they run. */
import { Hono } from "hono";
import { PREVIEW_PATH } from "../core/preview";
import { VITALS_PATH } from "../core/vitals";
import type { AppEnv } from "./env";
import { errorResponse, onError, onNotFound } from "./errors";
import { NEWS_FEEDS } from "./loaders/news";
import { LOCALES } from "../core/constants";
import { localePath } from "../core/locale";
import { routePath } from "../core/routes";
import { CONSENT_PATH } from "../core/consent";
import { MEDIA_PREFIX } from "../core/images/address";
import { canonicalUrl } from "./middleware/canonical-url";
import { consentBanner } from "./middleware/consent";
import { englishPolicy } from "./middleware/english-policy";
import { legacyRedirects } from "./middleware/legacy-redirects";
import { originTracking } from "./middleware/origin-tracking";
import { pageCache } from "./middleware/page-cache";
import { rateLimit } from "./middleware/rate-limit";
import { previewAnswers } from "./middleware/preview";
import { requestContext } from "./middleware/request-context";
import { retryAfter } from "./middleware/retry-after";
import { securityHeaders } from "./middleware/security-headers";
import { api } from "./routes/api";
import { consentRoute } from "./routes/consent";
import { feedRoute } from "./routes/feeds";
import { missingFile } from "./routes/missing-file";
import { mountPages } from "./routes/pages";
import { popinConfirm } from "./routes/popin-confirm";
import { robotsRoute } from "./routes/robots";
import { SEARCH_INDEX_PATHS, searchIndexRoute } from "./routes/search-index";
import { SITEMAP_PART_PATH, SITEMAP_PATH, sitemapRoute } from "./routes/sitemap";
import { preview } from "./routes/preview";
import { mediaRoute } from "./routes/media";
import { uploadsRoute } from "./routes/uploads";
import { vitalsRoute } from "./routes/vitals";
import { webhook } from "./routes/webhook";

export type Endpoints = (app: Hono<AppEnv>) => void;

/** What answers a request once the URL stages let it through: machine routes first, then pages. */
export const siteEndpoints: Endpoints = (app) => {
  app.use("/__cms/webhook", rateLimit("WEBHOOK_LIMITER"));
  app.route("/__cms/webhook", webhook);
  app.use("/api/*", rateLimit("CMS_LIMITER"));
  app.use(`${PREVIEW_PATH}/*`, rateLimit("PREVIEW_LIMITER"));
  app.route(PREVIEW_PATH, preview);
  app.route("/api", api);
  app.use("/crm/confirm", rateLimit("CMS_LIMITER"));
  app.get("/crm/confirm", popinConfirm);
  // The consent banner's form: the visitor's choice, stored for six months.
  app.post(CONSENT_PATH, ...consentRoute);
  // Field data from the site's pages: one small beacon per page view, written to Analytics Engine.
  app.post(VITALS_PATH, rateLimit("VITALS_LIMITER"), ...vitalsRoute);
  // For search engines and feed readers: cached like pages, the same answer on every device.
  const machineRead = pageCache({ perDevice: false });
  app.get("/robots.txt", machineRead, robotsRoute);
  app.get(SITEMAP_PATH, machineRead, sitemapRoute());
  app.get(SITEMAP_PART_PATH, machineRead, sitemapRoute());
  app.get(NEWS_FEEDS.news, machineRead, feedRoute("news"));
  app.get(NEWS_FEEDS.blog, machineRead, feedRoute("blog"));
  for (const path of SEARCH_INDEX_PATHS) app.get(path, machineRead, searchIndexRoute);
  app.use(missingFile);
  // every query typed is a render of its own: a client's searches are limited like its CMS reads
  for (const locale of LOCALES) app.use(localePath(locale, routePath("search")), rateLimit("SEARCH_LIMITER"));
  mountPages(app);
  // Pages are read, never written to: anything but GET and HEAD is refused, naming the methods that work.
  app.all("*", async (c) => {
    const refused = await errorResponse(c, 405);
    refused.headers.set("allow", "GET, HEAD");
    return refused;
  });
};

/** The site; the URL stages' tests put a stub in place of the endpoints, the stages stay these. */
export function buildApp(endpoints: Endpoints = siteEndpoints): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestContext());
  app.use(securityHeaders());
  app.use(retryAfter());
  app.use(previewAnswers());
  // Media keep the CMS's own file names (case included): served before the URL stages rewrite paths.
  app.get("/uploads/*", uploadsRoute);
  app.get(`${MEDIA_PREFIX}/*`, mediaRoute);
  app.use(canonicalUrl());
  app.use(legacyRedirects());
  app.use(englishPolicy());
  app.use(originTracking());
  app.use(consentBanner());
  endpoints(app);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
