/** The catalogue's filters: their address (?categorie=…&campus=…), and the ones a search names ("bts lyon alternance"). */
import { CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES, type CatalogueRhythm, type ProgramCategory } from "./dictionary";
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
