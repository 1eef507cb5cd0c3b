/**
 * The school's events as calendar files (core/ics.ts): one event to add to a calendar, and a campus's open days to
 * subscribe to. Their words are the calendar's language's; their addresses are on the site's own origin.
 */
import type { Locale } from "../../core/constants";
import { eventSequence, isOnline } from "../../core/events";
import { icsCalendar, type IcsEvent } from "../../core/ics";
import { messagesFor } from "../../core/messages";
import { eventRegistrationPath, routePath } from "../../core/routes";
import type { Event } from "../../contract/model/events";
import { placeOf, previousDay } from "./open-days";
import { registrationTarget, type RegistrationRules } from "./registration";
import { schoolName } from "./structured-data";
import type { Site } from "./site";

export interface CalendarContext {
  site: Site;
  locale: Locale;
  rules: RegistrationRules;
}

/** Where it is held, as a calendar's LOCATION: "Campus de Lyon, 47 rue de la République, 69002 Lyon", or online. */
function locationOf(event: Event, locale: Locale): string {
  const { campus } = event;
  if (isOnline(event) || !campus) return messagesFor(locale).openDays.calendar.online;
  return [campus.title, placeOf(campus)].filter(Boolean).join(", ");
}

/** Its description, then what changed (a move), then where to register while registering is open. */
function descriptionOf(event: Event, { site, locale, rules }: CalendarContext): string {
  const m = messagesFor(locale);
  const previously = previousDay(event, { locale, today: rules.today });
  const registering = registrationTarget(event, rules) !== null;
  return [
    event.description,
    previously ? m.event.moved(previously) : "",
    registering ? m.openDays.calendar.registration(new URL(eventRegistrationPath(event.slug, locale), site.origin).href) : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function icsEventOf(event: Event, context: CalendarContext): IcsEvent {
  const { site, locale } = context;
  const cancelled = event.eventStatus === "annule";
  const host = new URL(site.origin).host;
  const { campus } = event;
  return {
    // Strapi 5 gives an event one documentId in every language and across renames; an older CMS, its slug
    uid: `${event.documentId ? `event-${event.documentId}` : `event-slug-${event.slug}`}@${host}`,
    sequence: eventSequence(event),
    start: event.dateStart,
    end: event.dateEnd,
    summary: cancelled ? messagesFor(locale).openDays.calendar.cancelled(event.title) : event.title,
    description: descriptionOf(event, context),
    location: locationOf(event, locale),
    geo: campus && !isOnline(event) && campus.latitude != null && campus.longitude != null ? { latitude: campus.latitude, longitude: campus.longitude } : null,
    url: new URL(routePath("event", { slug: event.slug }, locale), site.origin).href,
    cancelled,
    lastModified: event.updatedAt,
  };
}

/** A file of events; a subscribed calendar has a name and asks its clients to read it again twice a day. */
export function calendarFile(events: Event[], context: CalendarContext, name?: string): string {
  return icsCalendar({
    productId: `-//${schoolName(context.site.settings, context.locale)}//${messagesFor(context.locale).openDays.title}//${context.locale.toUpperCase()}`,
    ...(name ? { name, refresh: "PT12H" } : {}),
    stamp: new Date(),
    events: events.map((event) => icsEventOf(event, context)),
  });
}
