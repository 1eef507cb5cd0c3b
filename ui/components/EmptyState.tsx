/** The empty-state texts, in one place, and the line that shows one. */
import type { ReactNode } from "react";

export const EMPTY_TEXTS = {
  results: "Aucun résultat",
  brochures: "Aucune brochure n’est disponible pour le moment.",
  events: "Aucun évènement à venir pour le moment.",
  filteredEvents: "Aucun évènement ne correspond à ce filtre pour le moment.",
  posts: "Aucun article n’a été trouvé.",
  courses: "Aucune formation n’est associée pour le moment.",
  jobOffers: "Aucune offre d’alternance n’est disponible pour le moment.",
} as const;

export type EmptyKind = keyof typeof EMPTY_TEXTS;

export function EmptyState({ kind, children }: { kind: EmptyKind; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty">{EMPTY_TEXTS[kind]}</p>
      {children}
    </div>
  );
}
