/** The open days: by month, filtered by kind (links) and campus (a GET form), no JavaScript needed; a chosen campus's calendar to subscribe to. */
import { OPEN_DAY_KINDS, openDaysHref } from "../../core/events";
import { routePath } from "../../core/routes";
import type { OpenDaysData } from "../../contract/pages";
import { FilterChips } from "../components/FilterChips";
import { PageIntro } from "../components/PageIntro";
import { CalendarLinks } from "../components/open-days/CalendarLinks";
import { OpenDayCard } from "../components/open-days/OpenDayCard";
import { EmptyState } from "../islands/EmptyState";
import { useLocale } from "../islands/state/locale";

export default function OpenDaysPage({ data }: { data: OpenDaysData }) {
  const { m: messages, path } = useLocale();
  const m = messages.openDays;
  const base = path(routePath("portes-ouvertes"));
  const campusTitle = data.campuses.find((c) => c.slug === data.campus)?.title ?? null;
  const kinds = [
    { key: "all", label: m.allKinds, href: openDaysHref(base, { campus: data.campus, kind: null }) },
    ...OPEN_DAY_KINDS.map((kind) => ({ key: kind, label: m.kinds[kind], href: openDaysHref(base, { campus: data.campus, kind }) })),
  ];
  const filtered = Boolean(data.campus || data.kind);
  return (
    <>
      <PageIntro title={campusTitle ? m.campusTitle(campusTitle) : m.title} lead={m.lead} trail={[{ label: m.title, path: base }]} />
      <div className="container page-body">
        <div className="open-days-filters">
          <FilterChips showLabel label={m.kindFilter} chips={kinds} current={data.kind ?? "all"} />
          <form className="campus-filter" method="get" action={base}>
            {data.kind && <input type="hidden" name="format" value={data.kind} />}
            <label htmlFor="open-days-campus">{m.campusFilter}</label>
            <select id="open-days-campus" name="campus" defaultValue={data.campus ?? ""}>
              <option value="">{m.allCampuses}</option>
              {data.campuses.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.title}
                </option>
              ))}
            </select>
            <button type="submit" className="campus-filter__apply">
              {m.apply}
            </button>
          </form>
        </div>
        {data.calendar && <CalendarLinks calendar={data.calendar} />}
        {data.months.length > 0 ? (
          data.months.map((month) => (
            <section key={month.key} className="page-section" aria-labelledby={`mois-${month.key}`}>
              <h2 id={`mois-${month.key}`}>{month.label}</h2>
              <ul className="open-day-list">
                {month.openDays.map((openDay) => (
                  <li key={openDay.slug}>
                    <OpenDayCard openDay={openDay} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          <EmptyState kind={filtered ? "filteredOpenDays" : "openDays"}>{filtered && <a href={base}>{m.seeAll}</a>}</EmptyState>
        )}
      </div>
    </>
  );
}
