/** The programme catalogue with its filters (category, levels, rhythm as links to combinations some programme matches; campus as a GET form; folded on phones, the ones in use as removable chips): no JavaScript needed, the count shown. */
import { routePath } from "../../core/routes";
import { CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES } from "../../core/dictionary";
import { catalogueHref, catalogueQuery, nearestMatching, type CatalogueFilters } from "../../core/catalogue";
import type { FormationListData } from "../../contract/pages";
import { catalogueHeading, filterLabels, valueLabels } from "../../core/catalogue-labels";
import { CampusFilter } from "../components/CampusFilter";
import { EmptyState } from "../islands/EmptyState";
import { FilterChips } from "../components/FilterChips";
import { FormationCards } from "../components/FormationCard";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

export default function FormationListPage({ data }: { data: FormationListData }) {
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
        {data.formations.length > 0 ? (
          <>
            <p className="result-count" role="status">
              {m.count(data.formations.length)}
            </p>
            <FormationCards formations={data.formations} locale={locale} level={2} />
          </>
        ) : (
          <EmptyState kind="results">
            <a href={base}>{m.seeAll}</a>
          </EmptyState>
        )}
        <p className="page-body__more">
          <a href={path(routePath("formations-reseau"))}>{m.network}</a>
        </p>
      </div>
    </>
  );
}
