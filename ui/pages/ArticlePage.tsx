/** A generic article page (rubrique, sub-page, fixed pages, brochure landing): its sections in order. */
import { routePath } from "../../core/routes";
import { t } from "../../core/dictionary";
import type { ArticleData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { Image } from "../components/Image";
import { PageIntro } from "../components/PageIntro";
import { QualiopiCertificate } from "../components/quality/QualiopiCertificate";
import { Sections } from "../components/sections";
import { SpontaneousApplication } from "../components/SpontaneousApplication";
import { useLocale } from "../islands/state/locale";

export default function ArticlePage({ data }: { data: ArticleData }) {
  const { article, brochures, qualiopi } = data;
  const { locale, m, path } = useLocale();
  return (
    <article>
      <PageIntro title={article.title} lead={article.summary} trail={data.trail} />
      <div className="container page-body article-body">
        {article.image && <Image media={article.image} slot="heroWide" priority className="article-image" />}
        <Sections sections={article.sections} />
        {qualiopi && <QualiopiCertificate qualiopi={qualiopi} />}
        {brochures && (
          <section className="section" aria-labelledby="brochures-title">
            <h2 id="brochures-title" className="section__title">{m.articles.brochures}</h2>
            {brochures.length > 0 ? (
              <ul className="card-grid card-grid--compact">
                {brochures.map(({ category, formations }) => (
                  <li key={category}>
                    <a className="campus-card" href={path(`${routePath("formation-list")}?categorie=${category}`)}>
                      <span className="campus-card__title">{t(locale, `category-${category}`)}</span>
                      <span className="link-list__meta">{m.articles.formationCount(formations.length)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState kind="brochures" />
            )}
          </section>
        )}
        <SpontaneousApplication />
      </div>
    </article>
  );
}
