/** A programme's next open days, one line a campus: where, when, and its registration. */
import { routePath } from "../../../core/routes";
import type { OpenDay } from "./open-day";
import { useLocale } from "../../browser/state/locale";

export function OpenDayLines({ openDays }: { openDays: OpenDay[] }) {
  const { m, path } = useLocale();
  return (
    <ul className="open-day-lines">
      {openDays.map((openDay) => (
        <li key={openDay.slug}>
          <a className="open-day-lines__campus" href={path(routePath("event", { slug: openDay.slug }))}>
            {openDay.campus?.title ?? openDay.title}
          </a>
          <time dateTime={openDay.dateStart}>{openDay.when}</time>
          {openDay.registration && (
            <a href={openDay.registration} rel="nofollow">
              {m.openDays.register}
              <span className="visually-hidden">{m.openDays.about(openDay.title)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
