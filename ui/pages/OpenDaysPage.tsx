/** The open days: by month, filtered by kind (links) and campus (a GET form), no JavaScript needed; a chosen campus's calendar to subscribe to. */
import { OPEN_DAY_KINDS, openDaysHref } from "../../core/events";
import { routePath } from "../../core/routes";
import type { OpenDaysData } from "../../contract/pages";
import { CampusFilter } from "../components/CampusFilter";
import { FilterChips } from "../components/FilterChips";
import { PageIntro } from "../components/PageIntro";
import { CalendarLinks } from "../components/open-days/CalendarLinks";
import { OpenDayList } from "../components/open-days/OpenDayList";
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
          <CampusFilter
            action={base}
            kept={data.kind ? [["format", data.kind]] : []}
            campuses={data.campuses}
            chosen={data.campus}
            id="open-days-campus"
            labels={{ campus: m.campusFilter, all: m.allCampuses, apply: m.apply }}
          />
        </div>
        {data.calendar && <CalendarLinks calendar={data.calendar} />}
        {data.months.length > 0 ? (
          data.months.map((month) => (
            <section key={month.key} className="page-section" aria-labelledby={`mois-${month.key}`}>
              <h2 id={`mois-${month.key}`}>{month.label}</h2>
              <OpenDayList openDays={month.openDays} />
            </section>
          ))
        ) : (
          <EmptyState kind={filtered ? "filteredOpenDays" : "openDays"}>{filtered && <a href={base}>{m.seeAll}</a>}</EmptyState>
        )}
      </div>
    </>
  );
}
