/** The programme catalogue with its category and level filters (plain links: no JavaScript needed). */
import { useAtomValue } from "jotai";
import { LEVELS, PROGRAM_CATEGORIES, t } from "../../core/dictionary";
import type { FormationListData } from "../../content/pages";
import { EmptyState } from "../components/EmptyState";
import { FilterChips } from "../components/FilterChips";
import { FormationCard } from "../components/FormationCard";
import { PageIntro } from "../components/PageIntro";
import { localeAtom } from "../state/page";

/** The catalogue's address for a pair of filters. */
export function catalogueHref(category: string | null, level: number | null): string {
  const query = new URLSearchParams();
  if (category) query.set("categorie", category);
  if (level !== null) query.set("niveau", String(level));
  const search = query.toString();
  return search ? `/formations?${search}` : "/formations";
}

export default function FormationListPage({ data }: { data: FormationListData }) {
  const locale = useAtomValue(localeAtom);
  const categories = [
    { key: "all", label: "Toutes", href: catalogueHref(null, data.level) },
    ...PROGRAM_CATEGORIES.map((c) => ({ key: c, label: t(locale, `category-${c}`), href: catalogueHref(c, data.level) })),
  ];
  const levels = [
    { key: "all", label: "Tous niveaux", href: catalogueHref(data.category, null) },
    ...LEVELS.filter((l) => l !== 1).map((l) => ({ key: String(l), label: t(locale, `graduation-level-${l}`), href: catalogueHref(data.category, l) })),
  ];
  return (
    <>
      <PageIntro
        title="Nos formations"
        lead="Du Bac au Bac+5, en alternance ou en initial : BTS, bachelors, mastères, MBA, expertise comptable et paie."
        trail={[{ label: "Formations", path: "/formations" }]}
      />
      <div className="container page-body">
        <div className="filters">
          <FilterChips label="Filière" chips={categories} current={data.category ?? "all"} />
          <FilterChips label="Niveau de sortie" chips={levels} current={data.level === null ? "all" : String(data.level)} />
        </div>
        <p className="result-count" role="status">
          {data.formations.length} formation{data.formations.length > 1 ? "s" : ""}
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
            <a href="/formations">Voir toutes les formations</a>
          </EmptyState>
        )}
        <p className="page-body__more">
          <a href="/formations-reseau">Toutes les formations du réseau →</a>
        </p>
      </div>
    </>
  );
}
