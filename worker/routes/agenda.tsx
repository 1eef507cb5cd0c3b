/** /agenda: upcoming events, filtered by type with plain links (?type=…). */
import { AGENDA_FILTERS, t } from "../../core/dictionary";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { EventList } from "../../ui/components/EventList";
import { FilterChips } from "../../ui/components/FilterChips";
import { PageIntro } from "../../ui/components/PageIntro";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { useLocale } from "../../ui/browser/state/locale";
import { agendaEvents } from "../cms/calls/events";
import { queryChoice } from "../loaders/params";
import { registrationRules, withRegistration } from "../loaders/registration";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const type = queryChoice(ctx.url, "type", AGENDA_FILTERS);
  const filter = type ?? "all";
  const [events, rules] = await Promise.all([
    ctx.cms.get(agendaEvents(ctx.today, filter === "all" ? undefined : filter)),
    registrationRules(ctx.cms, ctx.config, ctx.today),
  ]);
  const m = messagesFor(ctx.locale).agenda;
  return {
    head: {
      title: filter === "all" ? m.title : m.filtered(t(ctx.locale, `agenda-${filter}`)),
      description: m.description,
    },
    data: {
      filter,
      filters: AGENDA_FILTERS.map((key) => ({ key, label: t(ctx.locale, `agenda-${key}`) })),
      events: withRegistration(events, rules, ctx.locale),
    },
  };
});

export type AgendaData = DataOf<typeof load>;

export function AgendaPage({ data }: { data: AgendaData }) {
  const { m, path } = useLocale();
  const base = path(routePath("agenda"));
  const chips = data.filters.map(({ key, label }) => ({ key, label, href: key === "all" ? base : `${base}?type=${key}` }));
  return (
    <>
      <PageIntro title={m.agenda.title} lead={m.agenda.lead} trail={[{ label: m.agenda.title, path: base }]} />
      <div className="container page-body">
        <FilterChips label={m.agenda.filters} chips={chips} current={data.filter} />
        <ListOrEmpty items={data.events} kind={data.filter === "all" ? "events" : "filteredEvents"} more={data.filter !== "all" && <a href={base}>{m.agenda.all}</a>}>
          <EventList events={data.events} level={2} />
        </ListOrEmpty>
      </div>
    </>
  );
}

export default route({
  pattern: "/agenda",
  sitemap: { list: "events" },
  preview: false,
  english: true,
  cache: { query: { type: AGENDA_FILTERS }, globalTier: true },
  load,
  Page: AgendaPage,
});
