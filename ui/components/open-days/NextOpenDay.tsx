/** A campus's next open day where a visitor decides, at the top of its page: when, register, add it; and its calendar. */
import { eventCalendarPath, routePath } from "../../../core/routes";
import type { CampusCalendar, OpenDay } from "./open-day";
import { useLocale } from "../../browser/state/locale";
import { CalendarLinks } from "./CalendarLinks";

export function NextOpenDay({ openDay, calendar }: { openDay: OpenDay | null; calendar: CampusCalendar }) {
  const { locale, m, path } = useLocale();
  return (
    <section className="next-open-day" aria-labelledby="next-open-day-title">
      <h2 id="next-open-day-title" className="next-open-day__title">
        {m.openDays.next}
      </h2>
      {openDay ? (
        <>
          <p className="next-open-day__when">
            <a href={path(routePath("event", { slug: openDay.slug }))}>
              <time dateTime={openDay.dateStart}>{openDay.when}</time>
            </a>
            {openDay.kind !== "sur-le-campus" && <span className="tag">{m.openDays.kinds[openDay.kind]}</span>}
          </p>
          {openDay.previously && <p className="next-open-day__note">{m.event.moved(openDay.previously)}</p>}
          <p className="next-open-day__actions">
            {openDay.registration && (
              <a className="button button--primary" href={openDay.registration} rel="nofollow">
                {m.openDays.register}
                <span className="visually-hidden">{m.openDays.about(openDay.title)}</span>
              </a>
            )}
            <a className="button button--ghost" href={eventCalendarPath(openDay.slug, locale)} rel="nofollow">
              {m.event.addToCalendar}
            </a>
          </p>
        </>
      ) : (
        <p className="next-open-day__none">{m.openDays.nextNone}</p>
      )}
      <CalendarLinks calendar={calendar} />
    </section>
  );
}
