/** The edge app: the request pipeline of DESIGN.md, stage by stage. */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { onError, onNotFound } from "./errors";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { dataRoute } from "./routes/data";
import { pageRoute } from "./routes/pages";

const app = new Hono<AppEnv>();

app.use(requestContext());
app.use(securityHeaders());
app.get("/_data", dataRoute);
app.get("/_data/*", dataRoute);
app.get("*", pageRoute);
app.notFound(onNotFound);
app.onError(onError);

export default app;
