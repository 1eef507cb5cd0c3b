/** One programme in a list: category, title, levels, rhythm and duration. */
import { formatDuration, t } from "../../core/dictionary";
import type { Locale } from "../../core/constants";
import type { FormationSummary } from "../../content/model/formations";

export function FormationCard({ formation, locale }: { formation: FormationSummary; locale: Locale }) {
  return (
    <article className="formation-card">
      <p className="formation-card__category">{t(locale, `category-${formation.category}`)}</p>
      <h3 className="formation-card__title">
        <a href={`/formations/${formation.slug}`}>{formation.title}</a>
      </h3>
      <ul className="facts" aria-label="En bref">
        <li>Dès le {t(locale, `entry-level-${formation.entryLevel}`)}</li>
        <li>Niveau {t(locale, `graduation-level-${formation.graduationLevel}`)}</li>
        <li>{t(locale, `rhythm-${formation.rhythm}`)}</li>
        {formation.duration && <li>{formatDuration(locale, formation.duration)}</li>}
      </ul>
    </article>
  );
}
