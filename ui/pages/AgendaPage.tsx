/** The agenda: upcoming events, filtered by type with plain links (?type=…). */
import type { AgendaData } from "../../content/pages";
import { EmptyState } from "../components/EmptyState";
import { EventList } from "../components/EventList";
import { FilterChips } from "../components/FilterChips";
import { PageIntro } from "../components/PageIntro";

export default function AgendaPage({ data }: { data: AgendaData }) {
  const chips = data.filters.map(({ key, label }) => ({ key, label, href: key === "all" ? "/agenda" : `/agenda?type=${key}` }));
  return (
    <>
      <PageIntro
        title="Agenda"
        lead="Portes ouvertes, épreuves d’admission, salons, conférences : venez nous rencontrer sur nos campus."
        trail={[{ label: "Agenda", path: "/agenda" }]}
      />
      <div className="container page-body">
        <FilterChips label="Filtrer les évènements" chips={chips} current={data.filter} />
        {data.events.length > 0 ? (
          <EventList events={data.events} />
        ) : (
          <EmptyState kind={data.filter === "all" ? "events" : "filteredEvents"}>
            {data.filter !== "all" && <a href="/agenda">Voir tous les évènements</a>}
          </EmptyState>
        )}
      </div>
    </>
  );
}
