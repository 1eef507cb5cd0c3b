/** Routes that show no content of their own: the login redirect target and the error page debug. */
import { routePath } from "../../core/routes";
import { ERROR_PAGE_DEBUG, SiteError } from "../../core/errors";
import { redirect } from "./redirect";
import type { LoaderContext } from "./types";

/** Authentication comes back here (login, logout, callback): the visitor goes home. */
export const login = async (ctx: LoaderContext): Promise<never> => redirect(routePath("home", {}, ctx.locale));

/**
 * /error/debug?code=<4xx|5xx>: the error page for that status (default 500); anything else is a bad request. Shown
 * on purpose, so never logged as a fault (isFault): the error alerts see only real ones.
 */
export async function errorDebug(ctx: LoaderContext): Promise<never> {
  const raw = ctx.url.searchParams.get("code");
  const code = raw === null ? 500 : /^[45][0-9]{2}$/.test(raw) ? Number(raw) : 400;
  throw new SiteError({ scope: "site", source: ERROR_PAGE_DEBUG, statusCode: code, errorText: `Error page for ${code}` });
}
