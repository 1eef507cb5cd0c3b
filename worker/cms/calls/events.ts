/** GET /events: the upcoming events (those not yet over), soonest first; the agenda's lists and one event. */
import * as v from "valibot";
import { STORED_EVENTS_MAX } from "../../../core/constants";
import { list } from "../../../contract/model/common";
import { Event } from "../../../contract/model/events";
import { datedEntries } from "./dated";
import { MEDIA_FIELDS } from "../query";

/** The agenda shows every upcoming event; this bounds one answer. */
export const AGENDA_MAX = 100;

const FIELDS = ["title", "slug", "description", "url", "dateStart", "dateEnd"];
const CAMPUS = { campus: { fields: ["title", "slug"] } };

/** DateEnd today or later and set, or dateStart today or later. */
export function upcomingFilter(today: string) {
  return {
    $or: [{ $and: [{ dateEnd: { $gte: today } }, { dateEnd: { $notNull: true } }] }, { dateStart: { $gte: today } }],
  };
}

export function upcomingEvents(today: string, campusSlug?: string) {
  const filters = upcomingFilter(today);
  return {
    name: "events",
    path: "/events",
    day: today,
    schema: list(Event),
    query: {
      fields: FIELDS,
      populate: CAMPUS,
      sort: ["dateStart:asc"],
      pagination: { limit: STORED_EVENTS_MAX },
      filters: campusSlug ? { $and: [filters, { campus: { slug: { $eq: campusSlug } } }] } : filters,
    },
  };
}

/** The agenda: every upcoming event, or those of one type (an agenda filter). */
export function agendaEvents(today: string, type?: string) {
  const filters = upcomingFilter(today);
  return {
    name: "agenda",
    path: "/events",
    day: today,
    schema: list(Event),
    query: {
      fields: [...FIELDS, "type"],
      populate: CAMPUS,
      sort: ["dateStart:asc"],
      pagination: { limit: AGENDA_MAX },
      filters: type ? { $and: [filters, { type: { $eq: type } }] } : filters,
    },
  };
}

/** One event by slug, past or upcoming; null when there is none. */
export function eventBySlug(slug: string) {
  return {
    name: "event",
    path: "/events",
    schema: v.pipe(list(Event), v.transform((found) => found[0] ?? null)),
    query: { filters: { slug: { $eq: slug } }, populate: { ...CAMPUS, image: MEDIA_FIELDS }, pagination: { limit: 1 } },
  };
}

/** Every upcoming event's slug and last change, a page at a time (the sitemap lists what the agenda shows). */
export const upcomingEventDates = (today: string, page: number) => ({
  ...datedEntries("event-dates", "/events", page, upcomingFilter(today)),
  day: today,
});
