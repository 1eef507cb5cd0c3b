/** One event: type, dates, campus, description, and the external registration link. */
import { formatPeriod } from "../../core/dates";
import type { EventData } from "../../content/pages";
import { Image } from "../components/Image";
import { PageIntro } from "../components/PageIntro";

const timeFormat = new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" });

export default function EventPage({ data }: { data: EventData }) {
  const { event } = data;
  return (
    <article>
      <PageIntro
        title={event.title}
        trail={[
          { label: "Agenda", path: "/agenda" },
          { label: event.title, path: `/agenda/${event.slug}` },
        ]}
        kicker={data.typeLabel && <span className="tag tag--light">{data.typeLabel}</span>}
      />
      <div className="container page-body article-layout">
        <div className="article-layout__main">
          {event.image && <Image media={event.image} width={820} height={420} eager className="article-image" />}
          {data.past && <p className="notice">Cet évènement est terminé.</p>}
          <p className="lead">{event.description}</p>
        </div>
        <aside className="article-layout__aside info-card" aria-label="Informations pratiques">
          <dl className="info-list">
            <dt>Date</dt>
            <dd>
              <time dateTime={event.dateStart}>{formatPeriod(event.dateStart, event.dateEnd)}</time>
            </dd>
            <dt>Horaire</dt>
            <dd>
              {timeFormat.format(new Date(event.dateStart))}
              {event.dateEnd && ` – ${timeFormat.format(new Date(event.dateEnd))}`}
            </dd>
            {event.campus && (
              <>
                <dt>Campus</dt>
                <dd>
                  <a href={`/campus/${event.campus.slug}`}>{event.campus.title}</a>
                </dd>
              </>
            )}
          </dl>
          {event.url && !data.past && (
            <a className="button button--primary button--block" href={event.url} target="_blank" rel="noopener noreferrer">
              Inscription
            </a>
          )}
          <a className="info-card__back" href="/agenda">← Tous nos évènements</a>
        </aside>
      </div>
    </article>
  );
}
