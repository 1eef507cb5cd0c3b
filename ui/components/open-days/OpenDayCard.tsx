/** One open day: its kind and state, when and where, and its buttons to register and to add it to a calendar. */
import { eventCalendarPath, routePath } from "../../../core/routes";
import type { OpenDay } from "./open-day";
import { useLocale } from "../../browser/state/locale";

/** Under its list's h2 (a month, a block's title): an h3. */
export function OpenDayCard({ openDay }: { openDay: OpenDay }) {
  const { locale, m, path } = useLocale();
  const cancelled = openDay.status === "annule";
  const about = <span className="visually-hidden">{m.openDays.about(openDay.title)}</span>;
  return (
    <article className={`open-day${cancelled ? " open-day--cancelled" : ""}`}>
      <p className="open-day__tags">
        <span className="tag">{m.openDays.kinds[openDay.kind]}</span>
        {openDay.status !== "prevu" && <span className={`tag tag--${openDay.status}`}>{m.event.statuses[openDay.status]}</span>}
      </p>
      <h3 className="open-day__title">
        <a href={path(routePath("event", { slug: openDay.slug }))}>{openDay.title}</a>
      </h3>
      <p className="open-day__when">
        <time dateTime={openDay.dateStart}>{openDay.when}</time>
      </p>
      {openDay.previously && <p className="open-day__note">{m.event.moved(openDay.previously)}</p>}
      {cancelled && <p className="open-day__note">{m.event.cancelled}</p>}
      {openDay.campus && (
        <p className="open-day__place">
          <a href={path(routePath("campus", { slug: openDay.campus.slug }))}>{openDay.campus.title}</a>
          {openDay.campus.place && <span>{openDay.campus.place}</span>}
        </p>
      )}
      {!cancelled && (
        <p className="open-day__actions">
          {openDay.registration && (
            // nofollow: a hand-off to the CRM, never fetched ahead nor followed by crawlers
            <a className="button button--primary" href={openDay.registration} rel="nofollow">
              {m.openDays.register}
              {about}
            </a>
          )}
          <a className="open-day__calendar" href={eventCalendarPath(openDay.slug, locale)} rel="nofollow">
            {m.event.addToCalendar}
            {about}
          </a>
        </p>
      )}
    </article>
  );
}
