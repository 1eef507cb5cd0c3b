/** GET /events: the upcoming events (spec §5 date rule), soonest first, at most 6. */
import { STORED_EVENTS_MAX } from "../../../core/constants";
import { list } from "../schemas/common";
import { Event } from "../schemas/events";

/** Spec §5: dateEnd today or later and set, or dateStart today or later. */
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
    schema: list(Event),
    query: {
      fields: ["title", "slug", "description", "url", "dateStart", "dateEnd"],
      populate: { campus: { fields: ["title", "slug"] } },
      sort: ["dateStart:asc"],
      pagination: { limit: STORED_EVENTS_MAX },
      filters: campusSlug ? { $and: [filters, { campus: { slug: { $eq: campusSlug } } }] } : filters,
    },
  };
}
