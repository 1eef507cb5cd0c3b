/** Search results (/recherche?q=…), grouped by type, each with its type, a marked extract and a link; the most visited programmes when none. */
import { routePath } from "../../core/routes";
import { catalogueHref } from "../../core/catalogue";
import type { Segment } from "../../core/search";
import type { SearchData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { filterLabels } from "../../core/catalogue-labels";
import { FormationCards } from "../components/FormationCard";
import { PageIntro } from "../components/PageIntro";
import { InstantSearch } from "../islands/search/InstantSearch";
import { useLocale } from "../islands/state/locale";

const Marked = ({ segments }: { segments: Segment[] }) => (
  <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>
);

export default function SearchPage({ data }: { data: SearchData }) {
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
