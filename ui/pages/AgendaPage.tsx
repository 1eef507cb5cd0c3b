/** The agenda: upcoming events, filtered by type with plain links (?type=…). */
import { routePath } from "../../core/routes";
import type { AgendaData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { EventList } from "../components/EventList";
import { FilterChips } from "../components/FilterChips";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

export default function AgendaPage({ data }: { data: AgendaData }) {
  const { m, path } = useLocale();
  const base = path(routePath("agenda"));
  const chips = data.filters.map(({ key, label }) => ({ key, label, href: key === "all" ? base : `${base}?type=${key}` }));
  return (
    <>
      <PageIntro title={m.agenda.title} lead={m.agenda.lead} trail={[{ label: m.agenda.title, path: base }]} />
      <div className="container page-body">
        <FilterChips label={m.agenda.filters} chips={chips} current={data.filter} />
        {data.events.length > 0 ? (
          <EventList events={data.events} level={2} />
        ) : (
          <EmptyState kind={data.filter === "all" ? "events" : "filteredEvents"}>
            {data.filter !== "all" && <a href={base}>{m.agenda.all}</a>}
          </EmptyState>
        )}
      </div>
    </>
  );
}
