/** /article: every information page of the site, by rubrique. */
import { routePath } from "../../core/routes";
import type { ArticleIndexData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

export default function ArticleIndexPage({ data }: { data: ArticleIndexData }) {
  const { m, path } = useLocale();
  return (
    <>
      <PageIntro title={m.articles.indexTitle} lead={m.articles.indexDescription} trail={[{ label: m.articles.indexCrumb, path: path(routePath("article-index")) }]} />
      <div className="container page-body network">
        {data.rubriques.length === 0 && <EmptyState kind="results" />}
        {data.rubriques.map(({ rubrique, pages }) => (
          <section key={rubrique} className="network__group" aria-label={pages[0]?.title ?? rubrique}>
            <ul className="link-list">
              {pages.map((page) => (
                <li key={page.path}>
                  <a href={page.path}>{page.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
