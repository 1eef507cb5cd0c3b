/** The catalogue's filter values as a visitor reads them ("BTS", "Bac+3", "Alternance"): its rows, its chips, and the search's link to it. */
import type { CatalogueFilters } from "../../core/catalogue";
import type { Locale } from "../../core/constants";
import { RHYTHM_OF, t, type CatalogueRhythm } from "../../core/dictionary";
import type { Messages } from "../../core/messages";

export const valueLabels = (locale: Locale) => ({
  category: (c: string) => t(locale, `category-${c}`),
  level: (l: number) => t(locale, `graduation-level-${l}`),
  rhythm: (r: CatalogueRhythm) => t(locale, `rhythm-${RHYTHM_OF[r]}`),
  entry: (l: number) => t(locale, `entry-level-${l}`),
});

/** The filters in use, in the catalogue's order, each with its label ("Sortie : Bac+3", "Campus de Lyon"). */
export function filterLabels(filters: CatalogueFilters, locale: Locale, m: Messages["formations"], campusTitle: string | null): { key: keyof CatalogueFilters; label: string }[] {
  const labelOf = valueLabels(locale);
  const labels: [keyof CatalogueFilters, string | null][] = [
    ["category", filters.category && labelOf.category(filters.category)],
    ["level", filters.level !== null ? m.levelChip(labelOf.level(filters.level)) : null],
    ["rhythm", filters.rhythm && labelOf.rhythm(filters.rhythm)],
    ["entry", filters.entry !== null ? m.entryChip(labelOf.entry(filters.entry)) : null],
    ["campus", filters.campus && (campusTitle ?? filters.campus)],
  ];
  return labels.flatMap(([key, label]) => (label ? [{ key, label }] : []));
}
