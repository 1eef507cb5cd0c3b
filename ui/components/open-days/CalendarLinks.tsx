/** A campus's calendar of open days: subscribed once in a calendar app (webcal://), kept up to date by the site. */
import type { CampusCalendar } from "./open-day";
import { useLocale } from "../../browser/state/locale";

export function CalendarLinks({ calendar }: { calendar: CampusCalendar }) {
  const { m } = useLocale();
  return (
    <div className="calendar-links">
      <a className="button button--ghost calendar-links__subscribe" href={calendar.subscribe}>
        {m.openDays.subscribe}
        <span className="visually-hidden">{m.openDays.about(calendar.campusTitle)}</span>
      </a>
      <p className="calendar-links__hint">
        {m.openDays.calendarHint}{" "}
        <a href={calendar.file} rel="nofollow">
          {m.openDays.calendarFile}
        </a>
      </p>
    </div>
  );
}
