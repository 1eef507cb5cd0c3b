/**
 * Open days as the routes show them: the open days page, the next ones on home, a campus's next one, the next one of
 * each campus teaching a programme. One CMS answer for all (openDayEvents), filtered by each.
 */
import { formatSlot, formatWeekdayDay } from "../../core/dates";
import { openDayKind } from "../../core/events";
import { campusCalendarPath } from "../../core/routes";
import type { EventCampus, Event } from "../../contract/model/events";
import type { CampusCalendar, OpenDay } from "../../ui/components/open-days/open-day";
import { ownOrigin } from "../config/site-origin";
import { registrationPath, type RegistrationRules } from "./registration";
import type { LoaderContext } from "./types";

/** "47 rue de la République, 69002 Lyon" */
export const placeOf = (campus: EventCampus) => [campus.address, [campus.zipCode, campus.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/** The day a moved event was first announced for, « samedi 28 novembre »; null for any other. */
export const previousDay = (event: Event, ctx: Pick<LoaderContext, "locale" | "today">) =>
  (event.eventStatus === "reporte" && event.previousDateStart && formatWeekdayDay(event.previousDateStart, ctx.locale, ctx.today)) || null;

/** How a page shows an open day, in the loader's language, counted from its day. */
export function openDayOf(event: Event, ctx: Pick<LoaderContext, "locale" | "today">, rules: RegistrationRules): OpenDay {
  const { campus } = event;
  return {
    slug: event.slug,
    title: event.title,
    kind: openDayKind(event),
    status: event.eventStatus,
    campus: campus ? { title: campus.title, slug: campus.slug, place: placeOf(campus) } : null,
    dateStart: event.dateStart,
    when: formatSlot(event.dateStart, event.dateEnd, ctx.locale, ctx.today),
    previously: previousDay(event, ctx),
    registration: registrationPath(event, rules, ctx.locale),
  };
}

/** The next open day of each campus among `events` (soonest first, as the CMS sorts them): a cancelled one is no next open day. */
export function nextByCampus(events: Event[]): Map<string, Event> {
  const next = new Map<string, Event>();
  for (const event of events) {
    if (event.eventStatus !== "annule" && event.campus && !next.has(event.campus.slug)) next.set(event.campus.slug, event);
  }
  return next;
}

/** The next open days of any campus, cancelled ones left out. */
export const nextOpenDays = (events: Event[], count: number) => events.filter((event) => event.eventStatus !== "annule").slice(0, count);

/** A campus's calendar: its file's address on the site's own origin, and the same as webcal:// for calendar apps. */
export function campusCalendar(ctx: Pick<LoaderContext, "config" | "url" | "locale">, campus: { slug: string; title: string }): CampusCalendar {
  const file = new URL(campusCalendarPath(campus.slug, ctx.locale), ownOrigin(ctx.config, ctx.url)).href;
  return { campusTitle: campus.title, file, subscribe: file.replace(/^https?:/, "webcal:") };
}
