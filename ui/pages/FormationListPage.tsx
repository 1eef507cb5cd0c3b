/** The programme catalogue with its filters (category, levels, rhythm as links; campus as a GET form): no JavaScript needed, the count shown. */
import { CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES, RHYTHM_OF, t } from "../../core/dictionary";
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
  return (
    <>
      <PageIntro title={m.title} lead={m.lead} trail={[{ label: m.crumb, path: base }]} />
      <div className="container page-body">
        <div className="filters">
          <FilterChips showLabel label={m.categoryFilter} chips={chips("category", m.allCategories, PROGRAM_CATEGORIES.map((c) => ({ value: c, label: t(locale, `category-${c}`) })))} current={current(data.category)} />
          <FilterChips showLabel label={m.levelFilter} chips={chips("level", m.allLevels, levels.map((l) => ({ value: l, label: t(locale, `graduation-level-${l}`) })))} current={current(data.level)} />
          <FilterChips showLabel label={m.rhythmFilter} chips={chips("rhythm", m.allRhythms, CATALOGUE_RHYTHMS.map((r) => ({ value: r, label: t(locale, `rhythm-${RHYTHM_OF[r]}`) })))} current={current(data.rhythm)} />
          <FilterChips showLabel label={m.entryFilter} chips={chips("entry", m.allEntries, levels.map((l) => ({ value: l, label: t(locale, `entry-level-${l}`) })))} current={current(data.entry)} />
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
        <p className="result-count" role="status">
          {m.count(data.formations.length)}
        </p>
        {data.formations.length > 0 ? (
          <FormationCards formations={data.formations} locale={locale} />
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
