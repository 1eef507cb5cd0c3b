/** GET /events: the upcoming events (those not yet over), soonest first; the agenda's lists, the open days and one event. */
import * as v from "valibot";
import { STORED_EVENTS_MAX } from "../../../core/constants";
import { OPEN_DAY_TYPES } from "../../../core/events";
import { list } from "../../../contract/model/common";
import { Event } from "../../../contract/model/events";
import { datedEntries } from "./dated";
import { MEDIA_FIELDS } from "../query";

/** The agenda shows every upcoming event; this bounds one answer. */
const AGENDA_MAX = 100;

// No `fields`: every field the CMS has, so one without the later ones (status, attendance…) answers all the same.
const CAMPUS = { campus: { fields: ["title", "slug"] } };
/** The campus as a place: what a calendar's LOCATION and a search engine's Place say. */
const CAMPUS_PLACE = { campus: { fields: ["title", "slug", "address", "zipCode", "city", "latitude", "longitude"] } };

/** DateEnd today or later and set, or dateStart today or later. */
function upcomingFilter(today: string) {
  return {
    $or: [{ $and: [{ dateEnd: { $gte: today } }, { dateEnd: { $notNull: true } }] }, { dateStart: { $gte: today } }],
  };
}

/** Upcoming events, soonest first, at most `limit`, each with its campus (`populate`); `also` narrows them further. */
function upcoming(name: string, today: string, { limit, populate = CAMPUS, also }: { limit: number; populate?: object; also?: object }) {
  const filters = upcomingFilter(today);
  return {
    name,
    path: "/events",
    day: today,
    schema: list(Event),
    query: { populate, sort: ["dateStart:asc"], pagination: { limit }, filters: also ? { $and: [filters, also] } : filters },
  };
}

/** Every upcoming event, or a campus's. */
export const upcomingEvents = (today: string, campusSlug?: string) =>
  upcoming("events", today, { limit: STORED_EVENTS_MAX, also: campusSlug ? { campus: { slug: { $eq: campusSlug } } } : undefined });

/** The agenda: every upcoming event, or those of one type (an agenda filter). */
export const agendaEvents = (today: string, type?: string) => upcoming("agenda", today, { limit: AGENDA_MAX, also: type ? { type: { $eq: type } } : undefined });

/**
 * Every upcoming open day and admissions day, with its campus's address: one answer for the open days page (its
 * filters applied at the edge), the campus calendars and the next open days shown on home, campus and programme pages.
 */
export const openDayEvents = (today: string) =>
  upcoming("open-days", today, { limit: AGENDA_MAX, populate: CAMPUS_PLACE, also: { type: { $in: OPEN_DAY_TYPES } } });

/** One event by slug, past or upcoming; null when there is none. */
export function eventBySlug(slug: string) {
  return {
    name: "event",
    path: "/events",
    schema: v.pipe(list(Event), v.transform((found) => found[0] ?? null)),
    query: { filters: { slug: { $eq: slug } }, populate: { ...CAMPUS_PLACE, image: MEDIA_FIELDS }, pagination: { limit: 1 } },
  };
}

/** Every upcoming event's slug and last change, a page at a time (the sitemap lists what the agenda shows). */
export const upcomingEventDates = (today: string, page: number) => ({
  ...datedEntries("event-dates", "/events", page, upcomingFilter(today)),
  day: today,
});
