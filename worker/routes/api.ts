/**
 * /api/*: the pop-in's read-only allow-list. The worker adds the CMS token and answers normalised
 * JSON; every other path is 404, every other method 405, and nothing of the CMS's answer passes
 * unvalidated (so the token and internal fields never reach the browser).
 */
import { Hono, type Context } from "hono";
import { errorMessage, statusOf } from "../../core/errors";
import { POPIN_ACTIONS, type PopinAction } from "../../core/constants";
import { campusTitle, crmActions, crmCampuses, crmLink } from "../cms/calls/crm-links";
import type { AppEnv } from "../env";

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const isSlug = (value: string) => SLUG.test(value);
const isAction = (value: string): value is PopinAction => (POPIN_ACTIONS as readonly string[]).includes(value);

const failure = (c: Context<AppEnv>, status: number) =>
  c.json({ statusCode: status, errorText: errorMessage(status, null, c.get("cms").locale) }, status as 404, {
    "cache-control": "no-store",
    ...(status === 405 ? { allow: "GET, HEAD" } : {}),
  });

const answer = (c: Context<AppEnv>, body: object) => c.json(body, 200, { "cache-control": "public, max-age=60" });

/** CMS errors keep their status (a 404 stays a 404), logged when they are the CMS's fault. */
async function fromCms(c: Context<AppEnv>, load: () => Promise<object>): Promise<Response> {
  try {
    return answer(c, await load());
  } catch (error) {
    const status = statusOf(error);
    if (status >= 500) console.error(`API ${new URL(c.req.url).pathname} failed:`, error);
    return failure(c, status);
  }
}

export const api = new Hono<AppEnv>();

api.on(["GET", "HEAD"], "/crm-links/actions", (c) => fromCms(c, () => c.get("cms").get(crmActions())));

api.on(["GET", "HEAD"], "/crm-links/:action/:course/campuses", (c) => {
  const { action, course } = c.req.param();
  if (!isAction(action) || !isSlug(course)) return failure(c, 404);
  return fromCms(c, () => c.get("cms").get(crmCampuses(action, course)));
});

api.on(["GET", "HEAD"], "/crm-links/:action/:course/:campus", async (c) => {
  const { action, course, campus } = c.req.param();
  if (!isAction(action) || !isSlug(course) || !isSlug(campus)) return failure(c, 404);
  return fromCms(c, async () => {
    try {
      return await c.get("cms").get(crmLink(action, course, campus));
    } catch (error) {
      // Strapi answers 404 when no link joins that course and campus: the pop-in shows 'Lien CRM introuvable.'
      if (statusOf(error) === 404) return { url: null };
      throw error;
    }
  });
});

api.on(["GET", "HEAD"], "/campuses/:slug", (c) => {
  const { slug } = c.req.param();
  if (!isSlug(slug)) return failure(c, 404);
  return fromCms(c, async () => {
    const { data } = await c.get("cms").get(campusTitle(slug));
    return { title: data.title, slug: data.slug };
  });
});

api.all("*", (c) => failure(c, c.req.method === "GET" || c.req.method === "HEAD" ? 404 : 405));
