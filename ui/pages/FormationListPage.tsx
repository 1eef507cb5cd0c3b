/** The programme catalogue with its filters (category, levels, rhythm as links; campus as a GET form; folded on phones, the ones in use as removable chips): no JavaScript needed, the count shown. */
import { CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES, RHYTHM_OF, t, type CatalogueRhythm } from "../../core/dictionary";
import type { CatalogueFilters, FormationListData } from "../../content/pages";
import { EmptyState } from "../islands/EmptyState";
import { FilterChips } from "../components/FilterChips";
import { FormationCards } from "../components/FormationCard";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

/** Each filter's query parameter, in the order the address writes them. */
const PARAMS: Record<keyof CatalogueFilters, string> = { category: "categorie", level: "niveau", campus: "campus", rhythm: "rythme", entry: "entree" };

const queryOf = (filters: CatalogueFilters) =>
  (Object.keys(PARAMS) as (keyof CatalogueFilters)[]).flatMap((key) => (filters[key] === null ? [] : [[PARAMS[key], String(filters[key])]]));

/** The catalogue's address (`base`: /formations in the page's language) for a set of filters. */
export function catalogueHref(base: string, filters: CatalogueFilters): string {
  const search = new URLSearchParams(queryOf(filters)).toString();
  return search ? `${base}?${search}` : base;
}

export default function FormationListPage({ data }: { data: FormationListData }) {
  const { locale, m: messages, path } = useLocale();
  const m = messages.formations;
  const base = path("/formations");
  const filters: CatalogueFilters = { category: data.category, level: data.level, campus: data.campus, rhythm: data.rhythm, entry: data.entry };
  /** The chips of one filter: "all", then each value, every other filter kept. */
  const chips = <K extends keyof CatalogueFilters>(key: K, all: string, values: { value: NonNullable<CatalogueFilters[K]>; label: string }[]) => [
    { key: "all", label: all, href: catalogueHref(base, { ...filters, [key]: null }) },
    ...values.map(({ value, label }) => ({ key: String(value), label, href: catalogueHref(base, { ...filters, [key]: value }) })),
  ];
  const current = (value: string | number | null) => (value === null ? "all" : String(value));
  const levels = LEVELS.filter((l) => l !== 1);
  /** Each filter's value as the visitor reads it, in its row and on its chip. */
  const labelOf = {
    category: (c: string) => t(locale, `category-${c}`),
    level: (l: number) => t(locale, `graduation-level-${l}`),
    rhythm: (r: CatalogueRhythm) => t(locale, `rhythm-${RHYTHM_OF[r]}`),
    entry: (l: number) => t(locale, `entry-level-${l}`),
  };
  /** The filters in use, each as a chip whose link drops it and keeps the others. */
  const active = (
    [
      ["category", data.category && labelOf.category(data.category)],
      ["level", data.level !== null && m.levelChip(labelOf.level(data.level))],
      ["rhythm", data.rhythm && labelOf.rhythm(data.rhythm)],
      ["entry", data.entry !== null && m.entryChip(labelOf.entry(data.entry))],
      ["campus", data.campus && (data.campuses.find((c) => c.slug === data.campus)?.title ?? data.campus)],
    ] as const
  ).flatMap(([key, label]) => (label ? [{ key, label, href: catalogueHref(base, { ...filters, [key]: null }) }] : []));
  return (
    <>
      <PageIntro title={m.title} lead={m.lead} trail={[{ label: m.crumb, path: base }]} />
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
              <form className="campus-filter" method="get" action={base}>
                {queryOf({ ...filters, campus: null }).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <label htmlFor="campus-filter">{m.campusFilter}</label>
                <select id="campus-filter" name="campus" defaultValue={data.campus ?? ""}>
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
            <FormationCards formations={data.formations} locale={locale} />
          </>
        ) : (
          <EmptyState kind="results">
            <a href={base}>{m.seeAll}</a>
          </EmptyState>
        )}
        <p className="page-body__more">
          <a href={path("/formations-reseau")}>{m.network}</a>
        </p>
      </div>
    </>
  );
}
