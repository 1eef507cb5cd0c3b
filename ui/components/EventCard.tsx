/** One event: its dates, campus, state when not as planned, detail link and registration (the site's hand-off to the CRM form). */
import { routePath } from "../../core/routes";
import { formatPeriod } from "../../core/dates";
import type { Event } from "../../contract/model/events";
import { useLocale } from "../browser/state/locale";
import type { CardLevel } from "./FormationCard";

/** An event as a list shows it, with its registration button's address (the site's hand-off to the CRM): none when closed. */
export type ListedEvent = Event & { registration: string | null };

export function EventCard({ event, level = 3 }: { event: ListedEvent; level?: CardLevel }) {
  const { locale, m, path } = useLocale();
  const href = path(routePath("event", { slug: event.slug }));
  const Heading = `h${level}` as const;
  return (
    <article className="event-card">
      <p className="event-card__date">
        <time dateTime={event.dateStart}>{formatPeriod(event.dateStart, event.dateEnd, locale)}</time>
      </p>
      <Heading className="event-card__title">
        <a href={href}>{event.title}</a>
      </Heading>
      {event.campus && <p className="event-card__campus">{event.campus.title}</p>}
      {event.eventStatus !== "prevu" && (
        <p className="event-card__status">
          <span className={`tag tag--${event.eventStatus}`}>{m.event.statuses[event.eventStatus]}</span>
        </p>
      )}
      <p className="event-card__links">
        <a href={href}>{m.common.learnMore}</a>
        {event.registration && (
          <a className="button button--small" href={event.registration} rel="nofollow">
            {m.common.register}
          </a>
        )}
      </p>
    </article>
  );
}
