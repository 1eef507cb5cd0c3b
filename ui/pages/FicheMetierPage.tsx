/** One career sheet: the job, its missions, salary, and the programmes leading to it. */
import { routePath } from "../../core/routes";
import { t } from "../../core/dictionary";
import type { FicheMetierData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { PageIntro } from "../components/PageIntro";
import { RichText } from "../components/RichText";
import { useLocale } from "../islands/state/locale";

export default function FicheMetierPage({ data }: { data: FicheMetierData }) {
  const { fiche } = data;
  const { locale, m: messages, path } = useLocale();
  const m = messages.careers;
  return (
    <article>
      <PageIntro
        title={fiche.title}
        lead={fiche.summary}
        kicker={fiche.sector && <span className="tag tag--light">{fiche.sector}</span>}
        trail={[
          { label: m.title, path: path(routePath("fiches-metiers")) },
          { label: fiche.title, path: path(routePath("fiche-metier", { slug: fiche.slug })) },
        ]}
      />
      <div className="container page-body article-layout">
        <div className="article-layout__main">
          <section className="page-section" aria-labelledby="job-title">
            <h2 id="job-title">{m.job}</h2>
            <RichText value={fiche.description} />
          </section>
          <section className="page-section" aria-labelledby="missions-title">
            <h2 id="missions-title">{m.missions}</h2>
            <RichText value={fiche.missions} />
          </section>
        </div>
        <aside className="article-layout__aside info-card" aria-labelledby="courses-title">
          {fiche.salary && (
            <dl className="info-list">
              <dt>{m.salary}</dt>
              <dd>{fiche.salary}</dd>
            </dl>
          )}
          <h2 id="courses-title" className="aside-title">{m.courses}</h2>
          {fiche.formations.length > 0 ? (
            <ul className="link-list">
              {fiche.formations.map((f) => (
                <li key={f.slug}>
                  <a href={path(routePath("formation", { slug: f.slug }))}>{f.title}</a>
                  {f.category && <span className="link-list__meta">{t(locale, `category-${f.category}`)}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState kind="courses" />
          )}
        </aside>
      </div>
    </article>
  );
}
