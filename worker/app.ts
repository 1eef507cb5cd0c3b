/** The request pipeline: the one list of its stages, in the order they run. */
import { Hono } from "hono";
import { PREVIEW_PATH } from "../core/preview";
import { VITALS_PATH } from "../core/vitals";
import type { AppEnv } from "./env";
import { errorResponse, onError, onNotFound } from "./errors";
import { NEWS_FEEDS } from "./loaders/news";
import { LOCALES } from "../core/constants";
import { localePath } from "../core/locale";
import { campusCalendarPath, eventCalendarPath, eventRegistrationPath, routePath } from "../core/routes";
import { CONSENT_PATH } from "../core/consent";
import { MEDIA_PREFIX } from "../core/images/address";
import { consentBanner } from "./middleware/consent";
import { originTracking } from "./middleware/origin-tracking";
import { pageCache } from "./middleware/page-cache";
import { rateLimit } from "./middleware/rate-limit";
import { previewAnswers } from "./middleware/preview";
import { requestContext } from "./middleware/request-context";
import { retryAfter } from "./middleware/retry-after";
import { securityHeaders } from "./middleware/security-headers";
import { urlRules } from "./middleware/url-rules";
import { api } from "./endpoints/api";
import { campusCalendarRoute, eventCalendarRoute } from "./endpoints/calendars";
import { consentRoute } from "./endpoints/consent";
import { eventRegistration } from "./endpoints/event-registration";
import { feedRoute } from "./endpoints/feeds";
import { missingFile } from "./endpoints/missing-file";
import { serveRoutes } from "./serve-routes";
import { popinConfirm } from "./endpoints/popin-confirm";
import { robotsRoute } from "./endpoints/robots";
import { SEARCH_INDEX_PATHS, searchIndexRoute } from "./endpoints/search-index";
import { SITEMAP_PART_PATH, SITEMAP_PATH, sitemapRoute } from "./endpoints/sitemap";
import { preview } from "./endpoints/preview";
import { mediaRoute } from "./endpoints/media";
import { uploadsRoute } from "./endpoints/uploads";
import { vitalsRoute } from "./endpoints/vitals";
import { webhook } from "./endpoints/webhook";

type Endpoints = (app: Hono<AppEnv>) => void;

/** What answers a request once the URL stages let it through: machine routes first, then pages. */
const siteEndpoints: Endpoints = (app) => {
  app.use("/__cms/webhook", rateLimit("WEBHOOK_LIMITER"));
  app.route("/__cms/webhook", webhook);
  app.use("/api/*", rateLimit("CMS_LIMITER"));
  app.use(`${PREVIEW_PATH}/*`, rateLimit("PREVIEW_LIMITER"));
  app.route(PREVIEW_PATH, preview);
  app.route("/api", api);
  app.use("/crm/confirm", rateLimit("CMS_LIMITER"));
  app.get("/crm/confirm", popinConfirm);
  // Registering for an event: the same hand-off to the CRM, from its own link (no choice to make).
  for (const locale of LOCALES) app.get(eventRegistrationPath(":slug", locale), rateLimit("CMS_LIMITER"), eventRegistration);
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
  // For calendar apps: an event's file, a campus's open days to subscribe to.
  for (const locale of LOCALES) {
    app.get(eventCalendarPath(":slug", locale), machineRead, eventCalendarRoute);
    app.get(campusCalendarPath(":slug", locale), machineRead, campusCalendarRoute);
  }
  app.use(missingFile);
  // every query typed is a render of its own: a client's searches are limited like its CMS reads
  for (const locale of LOCALES) app.use(localePath(locale, routePath("search")), rateLimit("SEARCH_LIMITER"));
  serveRoutes(app);
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
  app.use(urlRules());
  app.use(originTracking());
  app.use(consentBanner());
  endpoints(app);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
