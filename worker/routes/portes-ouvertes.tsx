/**
 * /journees-portes-ouvertes: the upcoming open days by month, filtered by kind (links) and campus (a GET form), no
 * JavaScript needed; a chosen campus's calendar to subscribe to. One CMS answer for all (openDayEvents), its filters
 * applied here, so no combination is a CMS call or an answer of its own.
 */
import { monthOf } from "../../core/dates";
import { OPEN_DAY_KINDS, openDayKind, openDaysHref, type OpenDaysFilters } from "../../core/events";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { SLUG } from "../../core/slug";
import { CampusFilter } from "../../ui/components/CampusFilter";
import { FilterChips } from "../../ui/components/FilterChips";
import { PageIntro } from "../../ui/components/PageIntro";
import { CalendarLinks } from "../../ui/components/open-days/CalendarLinks";
import type { OpenDay } from "../../ui/components/open-days/open-day";
import { OpenDayList } from "../../ui/components/open-days/OpenDayList";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { useLocale } from "../../ui/browser/state/locale";
import { allCampuses } from "../cms/calls/campuses";
import { openDayEvents } from "../cms/calls/events";
import { campusCalendar, openDayOf } from "../loaders/open-days";
import { queryChoice } from "../loaders/params";
import { redirect } from "../loaders/redirect";
import { registrationRules } from "../loaders/registration";
import type { LoaderContext } from "../loaders/types";
import { loader, route, type DataOf } from "../loaders/define";

/** The open days in months, each under its heading ("Décembre 2026"), in the CMS's order (soonest first). */
function byMonth(openDays: OpenDay[], ctx: Pick<LoaderContext, "locale">) {
  const months: { key: string; label: string; openDays: OpenDay[] }[] = [];
  for (const openDay of openDays) {
    const month = monthOf(openDay.dateStart, ctx.locale);
    if (!month) continue;
    const last = months.at(-1);
    if (last?.key === month.key) last.openDays.push(openDay);
    else months.push({ ...month, openDays: [openDay] });
  }
  return months;
}

const load = loader(async (ctx) => {
  const [events, campuses, rules] = await Promise.all([
    ctx.cms.get(openDayEvents(ctx.today)),
    ctx.cms.get(allCampuses()),
    registrationRules(ctx.cms, ctx.config, ctx.today),
  ]);
  const asked = ctx.url.searchParams.get("campus");
  const campus = campuses.find((c) => c.slug === asked) ?? null;
  const filters: OpenDaysFilters = { campus: campus?.slug ?? null, kind: queryChoice(ctx.url, "format", OPEN_DAY_KINDS) ?? null };
  // a slug that names no campus is a made-up value the route's pattern let through: dropped, by a redirect
  if (asked && !campus) redirect(openDaysHref(ctx.url.pathname, filters));
  const shown = events.filter((e) => (!filters.kind || openDayKind(e) === filters.kind) && (!filters.campus || e.campus?.slug === filters.campus));
  const m = messagesFor(ctx.locale).openDays;
  const inUse = Number(Boolean(filters.campus)) + Number(Boolean(filters.kind));
  return {
    head: {
      title: campus ? m.campusTitle(campus.title) : m.title,
      description: campus ? m.campusDescription(campus.title) : m.description,
      // one filter is a page of its own (a campus's open days); both together, a visitor's combination
      ...(inUse > 1 ? { noindex: true } : {}),
      ...(inUse === 1 ? { canonicalQuery: openDaysHref("", filters).slice(1) } : {}),
    },
    data: {
      ...filters,
      /** Every campus, for the campus filter. */
      campuses: campuses.map(({ slug, title }) => ({ slug, title })),
      months: byMonth(shown.map((event) => openDayOf(event, ctx, rules)), ctx),
      /** The chosen campus's calendar; none without a campus chosen. */
      calendar: campus ? campusCalendar(ctx, campus) : null,
    },
  };
});

type PortesOuvertesData = DataOf<typeof load>;

function PortesOuvertesPage({ data }: { data: PortesOuvertesData }) {
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
        <ListOrEmpty items={data.months} kind={filtered ? "filteredOpenDays" : "openDays"} more={filtered && <a href={base}>{m.seeAll}</a>}>
          {data.months.map((month) => (
            <section key={month.key} className="page-section" aria-labelledby={`mois-${month.key}`}>
              <h2 id={`mois-${month.key}`}>{month.label}</h2>
              <OpenDayList openDays={month.openDays} />
            </section>
          ))}
        </ListOrEmpty>
      </div>
    </>
  );
}

export default route({
  pattern: "/journees-portes-ouvertes",
  sitemap: { list: "events" },
  preview: false,
  english: true,
  cache: {
    query: { campus: SLUG, format: OPEN_DAY_KINDS },
    // the whole list and its one-filter pages go to KV; a combination of both stays in its data centre
    globalQueryMax: 1,
    globalTier: true,
  },
  load,
  Page: PortesOuvertesPage,
});
