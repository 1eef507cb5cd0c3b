/** The site search (/recherche?q=…): results from the isolate's index, grouped by type, or the most visited programmes when none. */
import { filtersNamed } from "../../core/catalogue";
import { refused } from "../../core/errors";
import { messagesFor } from "../../core/messages";
import { SEARCH_KINDS, extract, markTerms, queryProblem, searchIndex } from "../../core/search";
import type { CampusSummary } from "../../content/model/campuses";
import type { SearchData, SearchHit } from "../../content/pages";
import { filteredCatalogue } from "../cms/calls/formations";
import { siteIndex } from "../search";
import type { Loaded, LoaderContext } from "./types";

/** Results shown per type: past these, the visitor's words are better refined than scrolled. */
const HITS_PER_KIND = 20;

export async function search(ctx: LoaderContext): Promise<Loaded<SearchData>> {
  const typed = ctx.url.searchParams.get("q") ?? "";
  if (queryProblem(typed)) throw refused(400, ctx.url.pathname);
  const query = typed.trim();
  const m = messagesFor(ctx.locale).search;
  // Results pages are endless variations of one page: search engines get none of them.
  const head = { title: query ? m.resultsTitle(query) : m.title, description: m.description, noindex: true };
  if (!query) return { head, data: { query, total: 0, groups: [], popular: [], catalogue: null } };
  const { index, popular, campuses } = await siteIndex(ctx.cms, ctx.config, ctx.locale, ctx.today);
  const catalogue = await namedCatalogue(ctx, query, campuses);
  const results = searchIndex(index, query);
  const hits = results.map((result): SearchHit => {
    const terms = new Set(result.terms);
    return { kind: result.kind, title: markTerms(result.title, terms), extract: extract(result.text, terms), path: result.path };
  });
  const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind).slice(0, HITS_PER_KIND) })).filter((g) => g.hits.length > 0);
  return { head, data: { query, total: results.length, groups, popular: results.length === 0 ? popular : [], catalogue } };
}

/** The catalogue's programmes for the filters the query names ("bts lyon" → BTS at the Lyon campus), when it names some and some match: the search's words alone miss them (a programme's text does not list its campuses). */
async function namedCatalogue(ctx: LoaderContext, query: string, campuses: CampusSummary[]): Promise<SearchData["catalogue"]> {
  const filters = filtersNamed(query, campuses);
  if (!filters) return null;
  const count = (await ctx.cms.get(filteredCatalogue(filters))).length;
  return count > 0 ? { filters, count, campusTitle: campuses.find((c) => c.slug === filters.campus)?.title ?? null } : null;
}
