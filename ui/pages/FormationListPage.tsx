/** The programme catalogue with its category and level filters (plain links: no JavaScript needed). */
import { LEVELS, PROGRAM_CATEGORIES, t } from "../../core/dictionary";
import type { FormationListData } from "../../content/pages";
import { EmptyState } from "../islands/EmptyState";
import { FilterChips } from "../components/FilterChips";
import { FormationCard } from "../components/FormationCard";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

/** The catalogue's address (`base`: /formations in the page's language) for a pair of filters. */
export function catalogueHref(base: string, category: string | null, level: number | null): string {
  const query = new URLSearchParams();
  if (category) query.set("categorie", category);
  if (level !== null) query.set("niveau", String(level));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

export default function FormationListPage({ data }: { data: FormationListData }) {
  const { locale, m: messages, path } = useLocale();
  const m = messages.formations;
  const base = path("/formations");
  const categories = [
    { key: "all", label: m.allCategories, href: catalogueHref(base, null, data.level) },
    ...PROGRAM_CATEGORIES.map((c) => ({ key: c, label: t(locale, `category-${c}`), href: catalogueHref(base, c, data.level) })),
  ];
  const levels = [
    { key: "all", label: m.allLevels, href: catalogueHref(base, data.category, null) },
    ...LEVELS.filter((l) => l !== 1).map((l) => ({ key: String(l), label: t(locale, `graduation-level-${l}`), href: catalogueHref(base, data.category, l) })),
  ];
  return (
    <>
      <PageIntro title={m.title} lead={m.lead} trail={[{ label: m.crumb, path: base }]} />
      <div className="container page-body">
        <div className="filters">
          <FilterChips label={m.categoryFilter} chips={categories} current={data.category ?? "all"} />
          <FilterChips label={m.levelFilter} chips={levels} current={data.level === null ? "all" : String(data.level)} />
        </div>
        <p className="result-count" role="status">
          {m.count(data.formations.length)}
        </p>
        {data.formations.length > 0 ? (
          <ul className="card-grid card-grid--compact">
            {data.formations.map((formation) => (
              <li key={formation.slug}>
                <FormationCard formation={formation} locale={locale} />
              </li>
            ))}
          </ul>
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
