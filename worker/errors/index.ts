/** The pipeline's last stage: unknown paths and thrown errors become the error page, or JSON for machine paths. */
import type { Context } from "hono";
import { errorMessage, statusOf } from "../../core/errors";
import type { AppEnv } from "../env";
import { errorResolved } from "../router/load";
import { fallbackHtml } from "../render/fallback";
import { renderPage } from "../render/page";

/** Paths whose callers read JSON, not pages. */
const wantsJson = (path: string) => /^\/(?:api|__cms|__vitals)(?:\/|$)/.test(path);

export async function errorResponse(c: Context<AppEnv>, status: number): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  // The request's language once the context knows it (a failure before that is answered in French).
  const locale = c.get("cms")?.locale ?? "fr";
  if (wantsJson(path)) return c.json({ statusCode: status, errorText: errorMessage(status, null, locale) }, status as 500);
  if (!c.get("cms")) return c.html(fallbackHtml(status, locale), status as 500);
  return renderPage(c, errorResolved(path, status, locale));
}

export const onNotFound = (c: Context<AppEnv>) => errorResponse(c, 404);

/** A stage that refuses a request throws a SiteError with its status: only server faults are logged as failures. */
export async function onError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const status = statusOf(error);
  if (status >= 500) console.error(`Request ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
  try {
    return await errorResponse(c, status);
  } catch (renderError) {
    console.error("The error page failed:", renderError);
    return c.html(fallbackHtml(status, c.get("cms")?.locale ?? "fr"), status as 500);
  }
}
