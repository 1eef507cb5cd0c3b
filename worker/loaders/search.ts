/** The site search (/recherche?q=…): results from the isolate's index, grouped by type, or the most visited programmes when none. */
import { filterCatalogue, filtersNamed } from "../../core/catalogue";
import { refused } from "../../core/errors";
import { messagesFor } from "../../core/messages";
import { SEARCH_KINDS, extract, markTerms, normalQuery, queryProblem, searchIndex } from "../../core/search";
import type { SearchData, SearchHit } from "../../contract/pages";
import { siteIndex, type SiteIndex } from "../search";
import { redirect } from "./redirect";
import type { Loaded, LoaderContext } from "./types";

/** Results shown per type: past these, the visitor's words are better refined than scrolled. */
const HITS_PER_KIND = 20;

export async function search(ctx: LoaderContext): Promise<Loaded<SearchData>> {
  const typed = ctx.url.searchParams.get("q");
  if (typed !== null && queryProblem(typed)) throw refused(400, ctx.url.pathname);
  const query = normalQuery(typed ?? "");
  // One address per search: any other spelling of it (case, accents, spaces) is sent there once and for all.
  if (typed !== null && typed !== query) redirect(query ? `${ctx.url.pathname}?${new URLSearchParams({ q: query })}` : ctx.url.pathname, 301);
  const m = messagesFor(ctx.locale).search;
  // Results pages are endless variations of one page: search engines get none of them.
  const head = { title: query ? m.resultsTitle(query) : m.title, description: m.description, noindex: true };
  if (!query) return { head, data: { query, total: 0, groups: [], popular: [], catalogue: null } };
  const site = await siteIndex(ctx.cms, ctx.config, ctx.locale, ctx.today);
  const results = searchIndex(site.index, query);
  const hits = results.map((result): SearchHit => {
    const terms = new Set(result.terms);
    return { kind: result.kind, title: markTerms(result.title, terms), extract: extract(result.text, terms), path: result.path };
  });
  const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind).slice(0, HITS_PER_KIND) })).filter((g) => g.hits.length > 0);
  return { head, data: { query, total: results.length, groups, popular: results.length === 0 ? site.popular : [], catalogue: namedCatalogue(site, query) } };
}

/**
 * The catalogue's programmes for the filters the query names ("bts lyon" → BTS at the Lyon campus), when it names some
 * and some match: counted in the catalogue's answer the index was built from, no CMS call of its own.
 */
function namedCatalogue(site: SiteIndex, query: string): SearchData["catalogue"] {
  const filters = filtersNamed(query, site.campuses);
  if (!filters) return null;
  const count = filterCatalogue(site.catalogue, filters).length;
  return count > 0 ? { filters, count, campusTitle: site.campuses.find((c) => c.slug === filters.campus)?.title ?? null } : null;
}
