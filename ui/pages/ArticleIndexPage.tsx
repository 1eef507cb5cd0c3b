/** /article: every information page of the site, by rubrique. */
import type { ArticleIndexData } from "../../content/pages";
import { EmptyState } from "../components/EmptyState";
import { PageIntro } from "../components/PageIntro";

export default function ArticleIndexPage({ data }: { data: ArticleIndexData }) {
  return (
    <>
      <PageIntro title="Tous nos articles" lead="L’école, l’admission, les entreprises, la vie étudiante : toutes nos pages d’information." trail={[{ label: "Articles", path: "/article" }]} />
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
