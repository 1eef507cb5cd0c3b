/**
 * GET /agenda/{slug}/calendrier.ics: one event to add to a calendar; GET /campus/{slug}/journees-portes-ouvertes.ics:
 * a campus's open days, subscribed to once (webcal://) and read again by calendar apps. Cached like pages (the page
 * cache in front of them), so a publish refreshes them with the rest; an unknown event or campus is a small 404.
 */
import type { Context } from "hono";
import { parisDay } from "../../core/dates";
import { ICS_CONTENT_TYPE } from "../../core/ics";
import { messagesFor } from "../../core/messages";
import { isSlug } from "../../core/slug";
import { allCampuses } from "../cms/calls/campuses";
import { eventBySlug, openDayEvents } from "../cms/calls/events";
import type { AppEnv } from "../env";
import { calendarFile, type CalendarContext } from "../loaders/calendar";
import { isListed } from "../loaders/listed";
import { registrationRules } from "../loaders/registration";
import { loadSite } from "../loaders/site";
import { fileNotFound } from "./missing-file";

async function calendarContext(c: Context<AppEnv>, today: string): Promise<CalendarContext> {
  const cms = c.get("cms");
  const [site, rules] = await Promise.all([loadSite(cms, c.get("config"), new URL(c.req.url)), registrationRules(cms, c.get("config"), today)]);
  return { site, locale: cms.locale, rules };
}

const calendar = (c: Context<AppEnv>, body: string, headers: Record<string, string> = {}) => c.body(body, 200, { "content-type": ICS_CONTENT_TYPE, ...headers });

export async function eventCalendarRoute(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const cms = c.get("cms");
  // a made-up slug costs the collection's one cached list, never a CMS call of its own
  if (!isSlug(slug) || (await isListed(cms, c.get("config").CMS_PREFIX, "event", slug)) === false) return fileNotFound(c);
  const [event, context] = await Promise.all([cms.get(eventBySlug(slug)), calendarContext(c, parisDay(new Date()))]);
  if (!event) return fileNotFound(c);
  return calendar(c, calendarFile([event], context), { "content-disposition": `attachment; filename="${slug}.ics"` });
}

export async function campusCalendarRoute(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param("slug") ?? "";
  const cms = c.get("cms");
  const today = parisDay(new Date());
  if (!isSlug(slug)) return fileNotFound(c);
  // the campus list and the open days are one answer each for every campus
  const [campuses, events, context] = await Promise.all([cms.get(allCampuses()), cms.get(openDayEvents(today)), calendarContext(c, today)]);
  const campus = campuses.find((one) => one.slug === slug);
  if (!campus) return fileNotFound(c);
  const name = messagesFor(cms.locale).openDays.campusTitle(campus.title);
  return calendar(c, calendarFile(events.filter((event) => event.campus?.slug === slug), context, name));
}
