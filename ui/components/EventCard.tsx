/** One event: its dates, campus, detail link and external registration link. */
import { formatPeriod } from "../../core/dates";
import type { Event } from "../../content/model/events";

export function EventCard({ event }: { event: Event }) {
  return (
    <article className="event-card">
      <p className="event-card__date">
        <time dateTime={event.dateStart}>{formatPeriod(event.dateStart, event.dateEnd)}</time>
      </p>
      <h3 className="event-card__title">
        <a href={`/agenda/${event.slug}`}>{event.title}</a>
      </h3>
      {event.campus && <p className="event-card__campus">{event.campus.title}</p>}
      <p className="event-card__links">
        <a href={`/agenda/${event.slug}`}>En savoir plus</a>
        {event.url && (
          <a className="button button--small" href={event.url} target="_blank" rel="noopener noreferrer">
            Inscription
          </a>
        )}
      </p>
    </article>
  );
}
