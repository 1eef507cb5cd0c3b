/**
 * /api/*: the pop-in's read-only allow-list. The worker adds the CMS token and answers normalised
 * JSON; every other path is 404, every other method 405, a course or campus no published list holds 404 from cached
 * answers, and nothing of the CMS's answer passes unvalidated (so the token and internal fields never reach the browser).
 */
import { Hono, type Context } from "hono";
import { errorMessage, statusOf } from "../../core/errors";
import { POPIN_ACTIONS, type PopinAction } from "../../core/constants";
import { DEFAULT_LOCALE } from "../../core/locale";
import { campusTitle, crmActions, crmCampuses, crmLink } from "../cms/calls/crm-links";
import { readingIn } from "../cms/client";
import type { AppEnv } from "../env";
import { isListed } from "../loaders/listed";
import { isSlug } from "../../core/slug";

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

/**
 * Whether a course (a programme) or a campus is published, by the collection's cached list of slugs, in the request's
 * language or in French (the pop-in's lists name French entries an English one lacks): a made-up slug is a 404 with no
 * CMS call of its own. An editor's preview reaches drafts, which no published list holds.
 */
async function listed(c: Context<AppEnv>, type: "formation" | "campus", slug: string): Promise<boolean> {
  const cms = c.get("cms");
  if (!isSlug(slug)) return false;
  if (cms.drafts) return true;
  for (const locale of new Set([cms.locale, DEFAULT_LOCALE])) {
    if ((await isListed(readingIn(cms, locale), c.get("config").CMS_PREFIX, type, slug)) !== false) return true;
  }
  return false;
}

export const api = new Hono<AppEnv>();

api.on(["GET", "HEAD"], "/crm-links/actions", (c) => fromCms(c, () => c.get("cms").get(crmActions())));

api.on(["GET", "HEAD"], "/crm-links/:action/:course/campuses", async (c) => {
  const { action, course } = c.req.param();
  if (!isAction(action) || !(await listed(c, "formation", course))) return failure(c, 404);
  return fromCms(c, () => c.get("cms").get(crmCampuses(action, course)));
});

api.on(["GET", "HEAD"], "/crm-links/:action/:course/:campus", async (c) => {
  const { action, course, campus } = c.req.param();
  if (!isAction(action) || !(await listed(c, "formation", course)) || !(await listed(c, "campus", campus))) return failure(c, 404);
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

api.on(["GET", "HEAD"], "/campuses/:slug", async (c) => {
  const { slug } = c.req.param();
  if (!(await listed(c, "campus", slug))) return failure(c, 404);
  return fromCms(c, async () => {
    const { data } = await c.get("cms").get(campusTitle(slug));
    return { title: data.title, slug: data.slug };
  });
});

api.all("*", (c) => failure(c, c.req.method === "GET" || c.req.method === "HEAD" ? 404 : 405));
