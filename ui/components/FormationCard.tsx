/** One programme in a list (category, title, levels, rhythm and duration), and a grid of them. */
import { routePath } from "../../core/routes";
import { formatDuration, t } from "../../core/dictionary";
import type { Locale } from "../../core/constants";
import { messagesFor } from "../../core/messages";
import type { FormationSummary } from "../../contract/model/formations";

/** Heading level of a card's title: h2 right under the page's title, h3 inside a page section. */
export type CardLevel = 2 | 3;

function FormationCard({ formation, locale, level = 3 }: { formation: FormationSummary; locale: Locale; level?: CardLevel }) {
  const m = messagesFor(locale);
  const Heading = `h${level}` as const;
  return (
    <article className="formation-card">
      <p className="formation-card__category">{t(locale, `category-${formation.category}`)}</p>
      <Heading className="formation-card__title">
        <a href={routePath("formation", { slug: formation.slug }, locale)}>{formation.title}</a>
      </Heading>
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
export function FormationCards({ formations, locale, level }: { formations: FormationSummary[]; locale: Locale; level?: CardLevel }) {
  return (
    <ul className="card-grid card-grid--compact">
      {formations.map((formation) => (
        <li key={formation.slug}>
          <FormationCard formation={formation} locale={locale} level={level} />
        </li>
      ))}
    </ul>
  );
}
