/** One event: its dates, campus, detail link and external registration link. */
import { routePath } from "../../core/routes";
import { formatPeriod } from "../../core/dates";
import type { Event } from "../../contract/model/events";
import { useLocale } from "../islands/state/locale";
import type { CardLevel } from "./FormationCard";

export function EventCard({ event, level = 3 }: { event: Event; level?: CardLevel }) {
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
      <p className="event-card__links">
        <a href={href}>{m.common.learnMore}</a>
        {event.url && (
          <a className="button button--small" href={event.url} target="_blank" rel="noopener noreferrer">
            {m.common.register}
          </a>
        )}
      </p>
    </article>
  );
}
