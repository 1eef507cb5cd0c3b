/**
 * /formations: the programme catalogue with its filters (category, levels, rhythm as links to combinations some
 * programme matches; campus as a GET form; folded on phones, the ones in use as removable chips): no JavaScript
 * needed, the count shown.
 */
import { catalogueHref, catalogueQuery, filterCatalogue, filtersInUse, nearestMatching, type CatalogueFilters } from "../../core/catalogue";
import { catalogueHeading, filterLabels, valueLabels } from "../../core/catalogue-labels";
import { CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES } from "../../core/dictionary";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { SLUG } from "../../core/slug";
import { CampusFilter } from "../../ui/components/CampusFilter";
import { FilterChips } from "../../ui/components/FilterChips";
import { FormationCards } from "../../ui/components/FormationCard";
import { PageIntro } from "../../ui/components/PageIntro";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { useLocale } from "../../ui/browser/state/locale";
import { allCampuses } from "../cms/calls/campuses";
import { catalogue } from "../cms/calls/formations";
import { queryChoice } from "../loaders/params";
import { redirect } from "../loaders/redirect";
import { loader, route, type DataOf } from "../loaders/define";

const LEVEL_VALUES = LEVELS.map(String);
const level = (value: string | undefined) => (value === undefined ? null : Number(value));

/**
 * The catalogue, its filters applied here to the one cached answer: no combination is a CMS call or an answer of its
 * own. A combination no programme matches (a campus that is no longer one, `niveau=0&entree=5`) is sent to the nearest
 * one that some programme does (nearestMatching), so the only pages are those with programmes.
 */
const load = loader(async (ctx) => {
  const [campuses, all] = await Promise.all([ctx.cms.get(allCampuses()), ctx.cms.get(catalogue())]);
  const asked: CatalogueFilters = {
    category: queryChoice(ctx.url, "categorie", PROGRAM_CATEGORIES) ?? null,
    level: level(queryChoice(ctx.url, "niveau", LEVEL_VALUES)),
    campus: queryChoice(ctx.url, "campus", campuses.map((c) => c.slug)) ?? null,
    rhythm: queryChoice(ctx.url, "rythme", CATALOGUE_RHYTHMS) ?? null,
    entry: level(queryChoice(ctx.url, "entree", LEVEL_VALUES)),
  };
  // never null without a pinned filter: the unfiltered catalogue is always a page
  const filters = nearestMatching(all, asked)!;
  // a campus slug that names none is a made-up value the route's pattern let through: dropped, as a mismatch is
  const moved = (Object.keys(asked) as (keyof CatalogueFilters)[]).some((key) => filters[key] !== asked[key]);
  if (moved || (ctx.url.searchParams.has("campus") && !asked.campus)) redirect(catalogueHref(ctx.url.pathname, filters));
  const m = messagesFor(ctx.locale).formations;
  const formations = filterCatalogue(all, filters);
  // One filter is a page of its own ("Formations BTS"), with its title and description; combinations are endless
  // variations of it, not for search engines.
  const heading = catalogueHeading(filters, ctx.locale, m, campuses.find((c) => c.slug === filters.campus)?.title ?? null);
  const inUse = filtersInUse(filters);
  return {
    head: { title: heading, description: inUse === 1 ? m.filteredDescription(heading, formations.length) : m.description, ...(inUse > 1 ? { noindex: true } : {}), ...(inUse === 1 ? { canonicalQuery: new URLSearchParams(catalogueQuery(filters)).toString() } : {}) },
    data: {
      ...filters,
      /** Every campus, for the campus filter. */
      campuses: campuses.map(({ slug, title }) => ({ slug, title })),
      formations,
      /** The whole catalogue: where each filter's value leads (the nearest combination some programme matches). */
      catalogue: all,
    },
  };
});


export type FormationListData = DataOf<typeof load>;

function FormationListPage({ data }: { data: FormationListData }) {
  const { locale, m: messages, path } = useLocale();
  const m = messages.formations;
  const base = path(routePath("formation-list"));
  const filters: CatalogueFilters = { category: data.category, level: data.level, campus: data.campus, rhythm: data.rhythm, entry: data.entry };
  /**
   * The chips of one filter: "all", then each value some programme has, every other filter kept where a programme
   * matches them all, else the nearest such combination with that value (so no chip leads to an empty list).
   */
  const chips = <K extends keyof CatalogueFilters>(key: K, all: string, values: { value: NonNullable<CatalogueFilters[K]>; label: string }[]) => [
    { key: "all", label: all, href: catalogueHref(base, { ...filters, [key]: null }) },
    ...values.flatMap(({ value, label }) => {
      const target = nearestMatching(data.catalogue, { ...filters, [key]: value }, key);
      return target ? [{ key: String(value), label, href: catalogueHref(base, target) }] : [];
    }),
  ];
  const current = (value: string | number | null) => (value === null ? "all" : String(value));
  const levels = LEVELS.filter((l) => l !== 1);
  const labelOf = valueLabels(locale);
  const campusTitle = data.campuses.find((c) => c.slug === data.campus)?.title ?? null;
  /** The filters in use, each as a chip whose link drops it and keeps the others. */
  const active = filterLabels(filters, locale, m, campusTitle).map(({ key, label }) => ({ key, label, href: catalogueHref(base, { ...filters, [key]: null }) }));
  return (
    <>
      <PageIntro title={catalogueHeading(filters, locale, m, campusTitle)} lead={m.lead} trail={[{ label: m.crumb, path: base }]} />
      <div className="container page-body">
        <div className="catalogue-tools">
          {/* Folded on phones so the count and the first programmes come first; wider screens show the rows whatever its state (CSS). */}
          <details className="catalogue-filters">
            <summary className="catalogue-filters__toggle">
              {m.filters}
              {active.length > 0 && (
                <>
                  {" "}
                  <span className="catalogue-filters__badge" aria-hidden="true">
                    {active.length}
                  </span>
                  <span className="visually-hidden">({m.activeCount(active.length)})</span>
                </>
              )}
            </summary>
            <div className="filters">
              <FilterChips showLabel label={m.categoryFilter} chips={chips("category", m.allCategories, PROGRAM_CATEGORIES.map((c) => ({ value: c, label: labelOf.category(c) })))} current={current(data.category)} />
              <FilterChips showLabel label={m.levelFilter} chips={chips("level", m.allLevels, levels.map((l) => ({ value: l, label: labelOf.level(l) })))} current={current(data.level)} />
              <FilterChips showLabel label={m.rhythmFilter} chips={chips("rhythm", m.allRhythms, CATALOGUE_RHYTHMS.map((r) => ({ value: r, label: labelOf.rhythm(r) })))} current={current(data.rhythm)} />
              <FilterChips showLabel label={m.entryFilter} chips={chips("entry", m.allEntries, levels.map((l) => ({ value: l, label: labelOf.entry(l) })))} current={current(data.entry)} />
              <CampusFilter
                action={base}
                kept={catalogueQuery({ ...filters, campus: null })}
                campuses={data.campuses}
                chosen={data.campus}
                id="campus-filter"
                labels={{ campus: m.campusFilter, all: m.allCampuses, apply: m.apply }}
              />
            </div>
          </details>
          {active.length > 0 && (
            <ul className="active-filters" aria-label={m.activeFilters}>
              {active.map((filter) => (
                <li key={filter.key}>
                  <a className="chip chip--removable" href={filter.href}>
                    <span className="visually-hidden">{m.removeFilter}</span>
                    {filter.label}
                    <span className="chip__remove" aria-hidden="true">
                      ×
                    </span>
                  </a>
                </li>
              ))}
              {active.length > 1 && (
                <li>
                  <a className="active-filters__clear" href={base}>
                    {m.clearFilters}
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>
        <ListOrEmpty items={data.formations} kind="results" more={<a href={base}>{m.seeAll}</a>}>
          <p className="result-count" role="status">
            {m.count(data.formations.length)}
          </p>
          <FormationCards formations={data.formations} locale={locale} level={2} />
        </ListOrEmpty>
        <p className="page-body__more">
          <a href={path(routePath("formations-reseau"))}>{m.network}</a>
        </p>
      </div>
    </>
  );
}

export default route({
  pattern: "/formations",
  sitemap: { list: "formations" },
  preview: false,
  english: true,
  cache: {
    query: { categorie: PROGRAM_CATEGORIES, niveau: LEVEL_VALUES, campus: SLUG, rythme: CATALOGUE_RHYTHMS, entree: LEVEL_VALUES },
    // the unfiltered catalogue and its one-filter landing pages go to KV; a combination stays in its data centre
    globalQueryMax: 1,
    globalTier: true,
  },
  load,
  Page: FormationListPage,
});
