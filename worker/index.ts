/** The edge app: the request pipeline of DESIGN.md, stage by stage. */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { onError, onNotFound } from "./errors";
import { canonicalUrl } from "./middleware/canonical-url";
import { englishPolicy } from "./middleware/english-policy";
import { legacyRedirects } from "./middleware/legacy-redirects";
import { originTracking } from "./middleware/origin-tracking";
import { pageCache } from "./middleware/page-cache";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { api } from "./routes/api";
import { dataRoute } from "./routes/data";
import { pageRoute } from "./routes/pages";
import { popinConfirm } from "./routes/popin-confirm";
import { serviceWorkerRoute } from "./routes/service-worker";
import { uploadsRoute } from "./routes/uploads";
import { webhook } from "./routes/webhook";

const app = new Hono<AppEnv>();

app.use(requestContext());
app.use(securityHeaders());
// Media keep the CMS's own file names (case included): served before the URL stages rewrite paths.
app.get("/uploads/*", uploadsRoute);
app.use(canonicalUrl());
app.use(legacyRedirects());
app.use(englishPolicy());
app.use(originTracking());
app.route("/__cms/webhook", webhook);
app.route("/api", api);
app.get("/crm/confirm", popinConfirm);
app.get("/sw.js", serviceWorkerRoute);
app.get("/_data", pageCache(), dataRoute);
app.get("/_data/*", pageCache(), dataRoute);
app.get("*", pageCache(), pageRoute);
app.notFound(onNotFound);
app.onError(onError);

export default app;
