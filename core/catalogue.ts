/** The catalogue's filters: their address (?categorie=…&campus=…), and the ones a search names ("bts lyon alternance"). */
import { CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES, RHYTHM_OF, type CatalogueRhythm, type ProgramCategory } from "./dictionary";
import { foldTerm, tokenize } from "./search";

/** The catalogue's filters as its address gives them (?categorie=&niveau=&campus=&rythme=&entree=); null is "all". */
export interface CatalogueFilters {
  category: string | null;
  /** Level on completion. */
  level: number | null;
  campus: string | null;
  rhythm: CatalogueRhythm | null;
  /** Level of entry. */
  entry: number | null;
}

export const NO_FILTER: CatalogueFilters = { category: null, level: null, campus: null, rhythm: null, entry: null };

/** Each filter's query parameter, in the order the address writes them. */
const PARAMS: Record<keyof CatalogueFilters, string> = { category: "categorie", level: "niveau", campus: "campus", rhythm: "rythme", entry: "entree" };

/** The filters in use as query parameters, in the address's order. */
export const catalogueQuery = (filters: CatalogueFilters): [string, string][] =>
  (Object.keys(PARAMS) as (keyof CatalogueFilters)[]).flatMap((key) => (filters[key] === null ? [] : [[PARAMS[key], String(filters[key])]]));

/** The catalogue's address (`base`: /formations in the page's language) for a set of filters. */
export function catalogueHref(base: string, filters: CatalogueFilters): string {
  const search = new URLSearchParams(catalogueQuery(filters)).toString();
  return search ? `${base}?${search}` : base;
}

/** What the filters read of a programme: the catalogue's one answer holds it for every programme. */
export interface Filterable {
  category: string;
  graduationLevel: number;
  entryLevel: number;
  /** The CMS's rhythm (periodic, fulltime). */
  rhythm: string;
  /** The slugs of the campuses that teach it. */
  campuses: readonly string[];
}

/** Whether a programme is among those the filters give. */
function matches(formation: Filterable, filters: CatalogueFilters): boolean {
  return (
    (filters.category === null || formation.category === filters.category) &&
    (filters.level === null || formation.graduationLevel === filters.level) &&
    (filters.campus === null || formation.campuses.includes(filters.campus)) &&
    (filters.rhythm === null || formation.rhythm === RHYTHM_OF[filters.rhythm]) &&
    (filters.entry === null || formation.entryLevel === filters.entry)
  );
}

export const filterCatalogue = <F extends Filterable>(catalogue: readonly F[], filters: CatalogueFilters): F[] => catalogue.filter((f) => matches(f, filters));

/** The filters in use, in the address's order. */
const inUse = (filters: CatalogueFilters) => (Object.keys(PARAMS) as (keyof CatalogueFilters)[]).filter((key) => filters[key] !== null);

export const filtersInUse = (filters: CatalogueFilters) => inUse(filters).length;

/**
 * The filters themselves when some programme matches them; else the nearest set that some programme matches: the
 * fewest filters dropped, and among as near ones, the address's later filters dropped first. The unfiltered catalogue
 * is always a page. `pinned` is never dropped (the value a visitor is offered): null when that value matches nothing.
 */
export function nearestMatching(catalogue: readonly Filterable[], filters: CatalogueFilters, pinned?: keyof CatalogueFilters): CatalogueFilters | null {
  const droppable = inUse(filters).filter((key) => key !== pinned);
  // every subset of the droppable filters as a bit mask, the first filter its highest bit: most kept first, then earlier ones
  const masks = Array.from({ length: 2 ** droppable.length }, (_, mask) => mask).sort((a, b) => bitCount(b) - bitCount(a) || b - a);
  for (const mask of masks) {
    const dropped = droppable.filter((_, i) => !(mask & (1 << (droppable.length - 1 - i))));
    const candidate: CatalogueFilters = { ...filters, ...Object.fromEntries(dropped.map((key) => [key, null])) };
    if (inUse(candidate).length === 0 || catalogue.some((f) => matches(f, candidate))) return candidate;
  }
  return null;
}

const bitCount = (n: number): number => (n === 0 ? 0 : (n & 1) + bitCount(n >>> 1));

/** Each filter's values a programme can have, the campuses' as the catalogue names them. */
const VALUES = (catalogue: readonly Filterable[]): { [K in keyof CatalogueFilters]: readonly NonNullable<CatalogueFilters[K]>[] } => ({
  category: PROGRAM_CATEGORIES,
  level: LEVELS,
  campus: [...new Set(catalogue.flatMap((f) => f.campuses))].sort(),
  rhythm: CATALOGUE_RHYTHMS,
  entry: LEVELS,
});

/** The catalogue's one-filter pages some programme matches: landing pages of their own ("Formations BTS"), for search engines. */
export function landingFilters(catalogue: readonly Filterable[]): CatalogueFilters[] {
  const values = VALUES(catalogue);
  return (Object.keys(PARAMS) as (keyof CatalogueFilters)[])
    .flatMap((key) => (values[key] as readonly (string | number)[]).map((value): CatalogueFilters => ({ ...NO_FILTER, [key]: value })))
    .filter((filters) => catalogue.some((f) => matches(f, filters)));
}

/** Words students type for a category, folded; the categories' own values ("bts", "mba", "paie") count too. */
const CATEGORY_WORDS: Record<string, ProgramCategory> = {
  ...Object.fromEntries(PROGRAM_CATEGORIES.map((c) => [c, c])),
  master: "mastere",
  masters: "mastere",
  pge: "programme-grande-ecole",
  dcg: "dcg-dscg",
  dscg: "dcg-dscg",
  payroll: "paie",
};

const RHYTHM_WORDS: Record<string, CatalogueRhythm> = {
  ...Object.fromEntries(CATALOGUE_RHYTHMS.map((r) => [r, r])),
  alternant: "alternance",
  apprentissage: "alternance",
  apprenticeship: "alternance",
  initiale: "initial",
};

/** A place's name as one run of folded words ("Clermont-Ferrand", "clermont ferrand" → "clermont-ferrand"). */
const slugOf = (text: string) => tokenize(text).map(foldTerm).join("-");

/**
 * The catalogue's filters a search query names: a category (bts, master, dcg), a rhythm (alternance), a level on
 * completion (bac+3) and a campus by its city or slug. Null when it names none: most queries are about a subject.
 */
export function filtersNamed(query: string, campuses: readonly { slug: string; city: string }[]): CatalogueFilters | null {
  const terms = tokenize(query).map(foldTerm);
  const filters = { ...NO_FILTER };
  for (const term of terms) {
    filters.category ??= CATEGORY_WORDS[term] ?? null;
    filters.rhythm ??= RHYTHM_WORDS[term] ?? null;
    const level = /^bac\+(\d)$/.exec(term);
    if (level && (LEVELS as readonly number[]).includes(Number(level[1]))) filters.level ??= Number(level[1]);
  }
  // a city may be several words: look for its run of words in the query's
  const words = `-${terms.join("-")}-`;
  const campus = campuses.find((c) => [c.slug, slugOf(c.city)].some((name) => name && words.includes(`-${name}-`)));
  filters.campus = campus?.slug ?? null;
  return Object.values(filters).some((value) => value !== null) ? filters : null;
}
