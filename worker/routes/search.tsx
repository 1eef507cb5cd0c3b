/** /recherche?q=…: results from the isolate's index grouped by type, each with its type, a marked extract and a link; the most visited programmes when none. */
import { catalogueHref, filterCatalogue, filtersNamed } from "../../core/catalogue";
import { filterLabels } from "../../core/catalogue-labels";
import { refused } from "../../core/errors";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { SEARCH_KINDS, extract, markTerms, normalQuery, queryProblem, searchIndex, type SearchKind, type Segment } from "../../core/search";
import { FormationCards } from "../../ui/components/FormationCard";
import { PageIntro } from "../../ui/components/PageIntro";
import { EmptyState } from "../../ui/browser/EmptyState";
import { InstantSearch } from "../../ui/browser/search/InstantSearch";
import { useLocale } from "../../ui/browser/state/locale";
import { redirect } from "../loaders/redirect";
import { siteIndex, type SiteIndex } from "../search";
import { loader, route, type DataOf } from "../loaders/define";

/** Results shown per type: past these, the visitor's words are better refined than scrolled. */
const HITS_PER_KIND = 20;

/**
 * The catalogue's programmes for the filters the query names ("bts lyon" → BTS at the Lyon campus), when it names some
 * and some match: counted in the catalogue's answer the index was built from, no CMS call of its own.
 */
function namedCatalogue(site: SiteIndex, query: string) {
  const filters = filtersNamed(query, site.campuses);
  if (!filters) return null;
  const count = filterCatalogue(site.catalogue, filters).length;
  return count > 0 ? { filters, count, campusTitle: site.campuses.find((c) => c.slug === filters.campus)?.title ?? null } : null;
}

/** One search result: its type, its title and a short extract with the matched words marked, its address. */
interface SearchHit {
  kind: SearchKind;
  title: Segment[];
  extract: Segment[];
  path: string;
}

const load = loader(async (ctx) => {
  const typed = ctx.url.searchParams.get("q");
  if (typed !== null && queryProblem(typed)) throw refused(400, ctx.url.pathname);
  const query = normalQuery(typed ?? "");
  // One address per search: any other spelling of it (case, accents, spaces) is sent there once and for all.
  if (typed !== null && typed !== query) redirect(query ? `${ctx.url.pathname}?${new URLSearchParams({ q: query })}` : ctx.url.pathname, 301);
  const m = messagesFor(ctx.locale).search;
  // Results pages are endless variations of one page: search engines get none of them.
  const head = { title: query ? m.resultsTitle(query) : m.title, description: m.description, noindex: true };
  const site = query ? await siteIndex(ctx.cms, ctx.config, ctx.locale, ctx.today) : null;
  const results: ReturnType<typeof searchIndex> = site ? searchIndex(site.index, query) : [];
  const hits = results.map((result): SearchHit => {
    const terms = new Set(result.terms);
    return { kind: result.kind, title: markTerms(result.title, terms), extract: extract(result.text, terms), path: result.path };
  });
  return {
    head,
    data: {
      /** The query as typed (trimmed); empty when the page shows the form alone. */
      query,
      total: results.length,
      /** Programmes first, then campuses, career sheets, news, events; a type without results is left out. */
      groups: SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind).slice(0, HITS_PER_KIND) })).filter((g) => g.hits.length > 0),
      /** The most visited programmes, offered when nothing matched. */
      popular: site && results.length === 0 ? site.popular : [],
      /** The catalogue's filters the query names with how many programmes they give, and the campus's name; null when it names none or none match. */
      catalogue: site ? namedCatalogue(site, query) : null,
    },
  };
});

export type SearchData = DataOf<typeof load>;

const Marked = ({ segments }: { segments: Segment[] }) => (
  <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>
);

function SearchPage({ data }: { data: SearchData }) {
  const { locale, m: messages, path } = useLocale();
  const m = messages.search;
  return (
    <>
      <PageIntro title={data.query ? m.resultsTitle(data.query) : m.title} trail={[{ label: m.crumb, path: path(routePath("search")) }]} />
      <div className="container page-body search-page">
        <InstantSearch place="page" query={data.query} />
        {data.catalogue && (
          <p className="search-catalogue">
            <a href={catalogueHref(path(routePath("formation-list")), data.catalogue.filters)}>
              {m.catalogue(
                data.catalogue.count,
                filterLabels(data.catalogue.filters, locale, messages.formations, data.catalogue.campusTitle)
                  .map((filter) => filter.label)
                  .join(" · "),
              )}
            </a>
          </p>
        )}
        {/* none found: the empty state says it once */}
        {data.query && data.total > 0 && (
          <p className="result-count" role="status">
            {m.count(data.total)}
          </p>
        )}
        {data.groups.map(({ kind, hits }) => (
          <section key={kind} className="search-group" aria-labelledby={`search-group-${kind}`}>
            <h2 id={`search-group-${kind}`} className="search-group__title">
              {m.groups[kind]}
            </h2>
            <ol className="search-results">
              {hits.map((hit) => (
                <li key={hit.path} className="search-result">
                  <p className="search-result__kind">{m.kinds[hit.kind]}</p>
                  <h3 className="search-result__title">
                    <a href={hit.path}>
                      <Marked segments={hit.title} />
                    </a>
                  </h3>
                  {hit.extract.length > 0 && (
                    <p className="search-result__extract">
                      <Marked segments={hit.extract} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))}
        {data.query && data.total === 0 && <EmptyState kind="results" />}
        {data.popular.length > 0 && (
          <section className="search-popular" aria-labelledby="search-popular">
            <h2 id="search-popular" className="search-group__title">
              {m.popular}
            </h2>
            <FormationCards formations={data.popular} locale={locale} />
          </section>
        )}
      </div>
    </>
  );
}

export default route({
  pattern: "/recherche",
  sitemap: false,
  preview: false,
  english: true,
  // any query reaches the loader, which refuses one too long or with control characters (a 400, not another page);
  // each is a page of its own, kept in the data centre that rendered it, never written to KV
  cache: { query: { q: /^[\s\S]*$/ }, globalTier: false },
  load,
  Page: SearchPage,
});
