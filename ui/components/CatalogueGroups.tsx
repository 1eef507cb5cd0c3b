/** Programmes grouped by category, as compact link lists (network catalogue, campus programmes). */
import { routePath } from "../../core/routes";
import { t } from "../../core/dictionary";
import type { Locale } from "../../core/constants";
import type { FormationSummary } from "../../contract/model/formations";

/** Programmes grouped by category, in the catalogue's order. */
export interface FormationGroup {
  category: string;
  formations: FormationSummary[];
}

interface CatalogueGroupsProps {
  groups: FormationGroup[];
  locale: Locale;
  /** Heading level of each category: h2 on its own page, h3 inside a page section. */
  level?: 2 | 3;
}

export function CatalogueGroups({ groups, locale, level = 2 }: CatalogueGroupsProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="network">
      {groups.map(({ category, formations }) => (
        <section key={category} className="network__group" aria-labelledby={`cat-${category}`}>
          <Heading id={`cat-${category}`} className="network__title">
            {t(locale, `category-${category}`)} <span className="network__count">{formations.length}</span>
          </Heading>
          <ul className="link-list">
            {formations.map((f) => (
              <li key={f.slug}>
                <a href={routePath("formation", { slug: f.slug }, locale)}>{f.title}</a>
                <span className="link-list__meta">
                  {t(locale, `graduation-level-${f.graduationLevel}`)} · {t(locale, `rhythm-${f.rhythm}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
