/** Site search rules, the same in the Worker and the browser: French-aware terms, MiniSearch's options, the query's limits, marked extracts. */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from "minisearch";

/** What a result is, in the order the results page groups them. */
export const SEARCH_KINDS = ["formation", "campus", "fiche", "news", "event"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable page: what is matched (title, keywords, text) and what a result shows. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  /** Words a visitor types that the text may not hold: category, level (bac+3), rhythm, city, region. */
  keywords: string;
  /** Abbreviations the title spells out ("rh" for Ressources Humaines); empty for most pages. */
  short: string;
  /** A programme's campuses, by city: found with other words ("bts lyon"), never by a city alone (the campus's page is). */
  campuses: string;
  text: string;
  path: string;
  /** How much the page is visited (programmes; 0 elsewhere): among equal matches, the more visited first. */
  popularity: number;
}

/** A query longer than this is refused: no visitor types it, and fuzzy matching grows with it. */
export const QUERY_MAX_LENGTH = 200;

/** Why a query is refused, or null when it can be searched (an empty one shows the form alone). */
export function queryProblem(query: string): "too-long" | "control" | null {
  if (query.length > QUERY_MAX_LENGTH) return "too-long";
  // eslint-disable-next-line no-control-regex -- the point is to find them
  if (/[\u0000-\u001f\u007f-\u009f]/.test(query)) return "control";
  return null;
}

/**
 * The school's abbreviations: matched whole, never as a prefix nor with a typo (DCG is not DSCG, BTS
 * not BTP). Any term with a digit counts too (bac+3, RNCP numbers).
 */
const ABBREVIATIONS = new Set(["bts", "dcg", "dscg", "dec", "rncp", "mba", "pge", "rh", "rse", "daf", "rrh", "dsn", "pme", "mco", "ndrc", "sam", "cg", "ia"]);
export const isAbbreviation = (term: string) => ABBREVIATIONS.has(term) || /\d/.test(term);

/** Small words of both languages that would match everything. */
const STOP_WORDS = new Set(
  "a au aux avec ce ces d dans de des du en et il la le les l leur n ne par pas pour qu que qui s sa se ses son sur un une vos votre the of and for in to at on an or".split(" "),
);

/** Lower case without accents: "Comptabilité" and "comptabilite" are one term. */
export const foldTerm = (word: string) => word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/**
 * A query as the index reads it: lower case without accents, spaces trimmed and collapsed. Each search has this one
 * address ("Comptabilité ", "comptabilite" and "COMPTABILITE" are one page, not three renders).
 */
export const normalQuery = (query: string) => foldTerm(query).replace(/\s+/g, " ").trim();

/** Words, with "bac+3" (also "Bac +3") kept as one. */
const WORD = /bac\s*\+\s*\d|[\p{L}\p{N}]+/giu;
export const tokenize = (text: string) => (text.match(WORD) ?? []).map((word) => word.replace(/\s+/g, ""));

/** A word as the index holds it, or null for a small word that is not searched. */
export function processTerm(word: string): string | null {
  const term = foldTerm(word);
  return STOP_WORDS.has(term) ? null : term;
}

/** One typo on words of five letters or more; two from nine, where a swap of two letters (two edits to MiniSearch) is still one slip of the finger. */
const typos = (term: string) => (isAbbreviation(term) ? 0 : term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0);

/** Whether a result matched some word outside its campuses (a programme found by "lyon" alone is the campus's business). */
const matchedBeyondCampuses = (result: SearchResult) => Object.values(result.match).some((fields) => fields.some((field) => field !== "campuses"));

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 3, keywords: 2, short: 2 },
  filter: matchedBeyondCampuses,
  prefix: (term) => !isAbbreviation(term) && term.length >= 3,
  fuzzy: typos,
  // at most a quarter more for the most visited programmes (a thousand visits): it orders near-equal matches, no more
  boostDocument: (_id, _term, stored) => 1 + Math.min(Number(stored?.popularity) || 0, 1000) / 4000,
};

/** MiniSearch's options; `stored` are the fields a result carries (the browser's compact index stores no text). */
export const indexOptions = (stored: (keyof SearchDocument)[]): Options<SearchDocument> => ({
  fields: ["title", "keywords", "short", "text", "campuses"],
  storeFields: stored,
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
});

/** What a browser result carries: no text (no extract), so the index it downloads stays small. */
export const BROWSER_STORED: (keyof SearchDocument)[] = ["kind", "title", "path", "popularity"];

/** Where the browser's index is served (under /en too), from the same documents with the same options. */
export const BROWSER_INDEX_PATH = "/recherche/index.json";

export function buildIndex(documents: SearchDocument[], stored: (keyof SearchDocument)[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(indexOptions(stored));
  index.addAll(documents);
  return index;
}

/** Every word of the query must match; when none matches them all, any of them. */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string): SearchResult[] {
  const all = index.search(query, { combineWith: "AND" });
  return all.length > 0 ? all : index.search(query, { combineWith: "OR" });
}

/** A run of text, marked when it is a matched word. */
export interface Segment {
  text: string;
  mark?: true;
}

/** `text` cut in runs, the words whose term is among `terms` (a result's matched terms) marked. */
export function markTerms(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const term = processTerm(found[0].replace(/\s+/g, ""));
    if (term === null || !terms.has(term)) continue;
    if (found.index > last) segments.push({ text: text.slice(last, found.index) });
    segments.push({ text: found[0], mark: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** Extract length in characters: two lines of a result. */
const EXTRACT_CHARS = 180;

/** A short passage of `text` around its first matched word (its opening when none matches), with the matched words marked. */
export function extract(text: string, terms: ReadonlySet<string>): Segment[] {
  const flat = text.replace(/[#*_>`[\]]+/g, " ").replace(/\s+/g, " ").trim();
  const first = markTerms(flat, terms).find((s) => s.mark);
  const at = first ? flat.indexOf(first.text) : 0;
  let start = Math.max(0, at - EXTRACT_CHARS / 3);
  if (start > 0) start = flat.indexOf(" ", start) + 1;
  let end = Math.min(flat.length, start + EXTRACT_CHARS);
  if (end < flat.length) end = Math.max(flat.lastIndexOf(" ", end), at + (first?.text.length ?? 0));
  const passage = `${start > 0 ? "… " : ""}${flat.slice(start, end)}${end < flat.length ? " …" : ""}`;
  return markTerms(passage, terms);
}
