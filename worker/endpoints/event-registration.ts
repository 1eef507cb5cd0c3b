/**
 * GET /agenda/{slug}/inscription: registering for an event, the site's hand-off to the CRM form. Answers 302 to the
 * form with the event's identity (slug, campus, day) and, with the visitor's consent, their marketing origin (as the
 * pop-in's confirm does); only to a form on the CRM's origins (CRM_ORIGINS) or a path of the site. A link kept from
 * before (the event over, cancelled, or taking no registration) leads to the event's page, which says why; an unknown
 * event is the 404 page. Never cached: the origin is the visitor's own.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { crmOrigin } from "../../core/consent";
import { parisDay } from "../../core/dates";
import { notFound } from "../../core/errors";
import { registrationLink, registrationOpen } from "../../core/events";
import { routePath } from "../../core/routes";
import { isSlug } from "../../core/slug";
import { eventBySlug } from "../cms/calls/events";
import type { AppEnv } from "../env";
import { isListed } from "../loaders/listed";
import { registrationRules, registrationTarget } from "../loaders/registration";

export async function eventRegistration(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const cms = c.get("cms");
  const config = c.get("config");
  const path = new URL(c.req.url).pathname;
  // a made-up slug costs the collection's one cached list, never a CMS call of its own
  if (!isSlug(slug) || (await isListed(cms, config.CMS_PREFIX, "event", slug)) === false) throw notFound(path);
  const [event, rules] = await Promise.all([cms.get(eventBySlug(slug)), registrationRules(cms, config, parisDay(new Date()))]);
  if (!event) throw notFound(path);
  const target = registrationTarget(event, rules, crmOrigin(getCookie(c), config.CONSENT_REQUIRED));
  c.header("cache-control", "no-store");
  if (target) return c.redirect(target, 302);
  const link = registrationOpen(event, rules.today) && registrationLink(event, rules.siteDefault);
  if (link) console.warn(`Event ${slug}: its registration form ${link} is on none of CRM_ORIGINS, not followed`);
  return c.redirect(routePath("event", { slug }, cms.locale), 302);
}
