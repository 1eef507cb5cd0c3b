/**
 * /error/debug?code=<4xx|5xx>: the error page for that status (default 500); anything else is a bad request. Shown
 * on purpose, so never logged as a fault (isFault): the error alerts see only real ones.
 */
import { ERROR_PAGE_DEBUG, SiteError } from "../../core/errors";
import { route } from "../loaders/define";

export default route({
  pattern: "/error/debug",
  sitemap: false,
  preview: false,
  english: true,
  // any short value: the loader answers a junk code with 400, and error pages are never cached
  cache: { query: { code: /^[^]{1,8}$/ }, globalTier: true },
  load: async (ctx): Promise<never> => {
    const raw = ctx.url.searchParams.get("code");
    const code = raw === null ? 500 : /^[45][0-9]{2}$/.test(raw) ? Number(raw) : 400;
    throw new SiteError({ scope: "site", source: ERROR_PAGE_DEBUG, statusCode: code, errorText: `Error page for ${code}` });
  },
});
