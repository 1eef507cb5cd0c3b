/**
 * The catalogue's filter values as a visitor reads them ("BTS", "Bac+3", "Alternance"): its rows, its chips, the
 * search's link to it, and the heading of a one-filter page.
 */
import { filtersInUse, type CatalogueFilters } from "./catalogue";
import type { Locale } from "./constants";
import { RHYTHM_OF, t, type CatalogueRhythm } from "./dictionary";
import type { Messages } from "./messages";

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

/**
 * The heading of a one-filter page, its title of its own for search engines ("Formations BTS", "Formations en
 * alternance", "Formations au Campus de Lyon"); the catalogue's own with no filter or several (those are noindex).
 */
export function catalogueHeading(filters: CatalogueFilters, locale: Locale, m: Messages["formations"], campusTitle: string | null): string {
  if (filtersInUse(filters) !== 1) return m.title;
  const labelOf = valueLabels(locale);
  if (filters.category) return m.categoryTitle(labelOf.category(filters.category));
  if (filters.level !== null) return m.levelTitle(labelOf.level(filters.level));
  if (filters.rhythm) return m.rhythmTitle(labelOf.rhythm(filters.rhythm));
  if (filters.entry !== null) return m.entryTitle(filters.entry, labelOf.entry(filters.entry));
  return m.campusTitle(campusTitle ?? filters.campus!);
}
