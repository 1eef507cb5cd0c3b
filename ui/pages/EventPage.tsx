/** One event: type, dates, campus, description, and the external registration link. */
import { routePath } from "../../core/routes";
import { formatPeriod, formatTime } from "../../core/dates";
import type { EventData } from "../../contract/pages";
import { Image } from "../components/Image";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

export default function EventPage({ data }: { data: EventData }) {
  const { event } = data;
  const { locale, m: messages, path } = useLocale();
  const m = messages.event;
  return (
    <article>
      <PageIntro
        title={event.title}
        trail={[
          { label: messages.agenda.title, path: path(routePath("agenda")) },
          { label: event.title, path: path(routePath("event", { slug: event.slug })) },
        ]}
        kicker={data.typeLabel && <span className="tag tag--light">{data.typeLabel}</span>}
      />
      <div className="container page-body article-layout">
        <div className="article-layout__main">
          {event.image && <Image media={event.image} slot="hero" priority className="article-image" />}
          {data.past && <p className="notice">{m.over}</p>}
          <p className="lead">{event.description}</p>
        </div>
        <aside className="article-layout__aside info-card" aria-label={m.practical}>
          <dl className="info-list">
            <dt>{m.date}</dt>
            <dd>
              <time dateTime={event.dateStart}>{formatPeriod(event.dateStart, event.dateEnd, locale)}</time>
            </dd>
            <dt>{m.time}</dt>
            <dd>
              {formatTime(event.dateStart)}
              {event.dateEnd && ` – ${formatTime(event.dateEnd)}`}
            </dd>
            {event.campus && (
              <>
                <dt>{m.campus}</dt>
                <dd>
                  <a href={path(routePath("campus", { slug: event.campus.slug }))}>{event.campus.title}</a>
                </dd>
              </>
            )}
          </dl>
          {event.url && !data.past && (
            <a className="button button--primary button--block" href={event.url} target="_blank" rel="noopener noreferrer">
              {m.register}
            </a>
          )}
          <a className="info-card__back" href={path(routePath("agenda"))}>{m.all}</a>
        </aside>
      </div>
    </article>
  );
}
