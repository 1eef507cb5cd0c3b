/**
 * Requests through the CMS-facing routes as worker/index.ts mounts them (request context first), in
 * workerd, with configuration overrides; `settled` waits for the request's background work. The page
 * routes are left out so these tests do not depend on the React side.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type { AppEnv } from "../../worker/env";
import { requestContext } from "../../worker/middleware/request-context";
import { api } from "../../worker/routes/api";
import { uploadsRoute } from "../../worker/routes/uploads";
import { webhook } from "../../worker/routes/webhook";

const app = new Hono<AppEnv>();
app.use(requestContext());
app.get("/uploads/*", uploadsRoute);
app.route("/__cms/webhook", webhook);
app.route("/api", api);

/**
 * A plain execution context rather than cloudflare:test's, whose import loads the main worker (and
 * with it the React side) into the test.
 */
export function executionContext() {
  const work: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void work.push(p), passThroughOnException: () => {}, props: {} };
  return { ctx: ctx as unknown as ExecutionContext, settled: () => Promise.allSettled(work) };
}

export async function request(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const { ctx, settled } = executionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, init), { ...env, ...vars }, ctx);
  return { res, settled };
}
