/** One programme in a list (category, title, levels, rhythm and duration), and a grid of them. */
import { routePath } from "../../core/routes";
import { formatDuration, t } from "../../core/dictionary";
import type { Locale } from "../../core/constants";
import { messagesFor } from "../../core/messages";
import type { FormationSummary } from "../../contract/model/formations";

export function FormationCard({ formation, locale }: { formation: FormationSummary; locale: Locale }) {
  const m = messagesFor(locale);
  return (
    <article className="formation-card">
      <p className="formation-card__category">{t(locale, `category-${formation.category}`)}</p>
      <h3 className="formation-card__title">
        <a href={routePath("formation", { slug: formation.slug }, locale)}>{formation.title}</a>
      </h3>
      <ul className="facts" aria-label={m.common.inShort}>
        <li>{m.formation.from(t(locale, `entry-level-${formation.entryLevel}`))}</li>
        <li>{m.formation.level(t(locale, `graduation-level-${formation.graduationLevel}`))}</li>
        <li>{t(locale, `rhythm-${formation.rhythm}`)}</li>
        {formation.duration && <li>{formatDuration(locale, formation.duration)}</li>}
      </ul>
    </article>
  );
}

/** Programmes as a grid of cards (the catalogue, a search's most visited). */
export function FormationCards({ formations, locale }: { formations: FormationSummary[]; locale: Locale }) {
  return (
    <ul className="card-grid card-grid--compact">
      {formations.map((formation) => (
        <li key={formation.slug}>
          <FormationCard formation={formation} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
