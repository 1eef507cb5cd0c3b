/** Events of the agenda. */
import * as v from "valibot";
import { ATTENDANCES, EVENT_STATUSES } from "../../core/events";
import { Campus } from "./campuses";
import { Media, slug, text } from "./common";

/** The campus an event is held at, with what a calendar's location and a search engine's Place say of it. */
export const EventCampus = v.pick(Campus, ["title", "slug", "address", "zipCode", "city", "latitude", "longitude"]);
export type EventCampus = v.InferOutput<typeof EventCampus>;

/**
 * An event. Status, attendance, the previous date and takesRegistration came later: content written before
 * them (or a CMS without them) reads as planned, held where its campus is, registering on its url.
 */
export const Event = v.object({
  documentId: v.optional(v.string()),
  title: v.string(),
  slug,
  description: text,
  /** Its CRM registration form; the website settings' default stands in for an event without one. */
  url: v.nullish(v.string()),
  dateStart: v.string(),
  dateEnd: v.nullish(v.string()),
  campus: v.nullish(EventCampus),
  /** The agenda filter it belongs to (portes-ouvertes, conference…). */
  type: v.nullish(v.string()),
  image: v.nullish(Media),
  /** An unknown value (a later CMS's) reads as planned, so one entry never fails the whole list. */
  eventStatus: v.fallback(v.nullish(v.picklist(EVENT_STATUSES), "prevu"), "prevu"),
  /** Where it was first announced, once moved: its dates are then the new ones. */
  previousDateStart: v.nullish(v.string()),
  attendance: v.fallback(v.nullish(v.picklist(ATTENDANCES)), null),
  /** False: the event takes no registration (no button, whatever its url or the default). */
  takesRegistration: v.nullish(v.boolean(), true),
  /** When it was first written (registration on offer since then) and last changed (a calendar's LAST-MODIFIED). */
  createdAt: v.nullish(v.string()),
  updatedAt: v.nullish(v.string()),
});
export type Event = v.InferOutput<typeof Event>;
