/** Career sheets: one card per job, with its sector and salary range. */
import { routePath } from "../../core/routes";
import type { FichesMetiersData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

export default function FichesMetiersPage({ data }: { data: FichesMetiersData }) {
  const { m, path } = useLocale();
  return (
    <>
      <PageIntro title={m.careers.title} lead={m.careers.lead} trail={[{ label: m.careers.title, path: path(routePath("fiches-metiers")) }]} />
      <div className="container page-body">
        {data.fiches.length > 0 ? (
          <ul className="card-grid card-grid--compact">
            {data.fiches.map((fiche) => (
              <li key={fiche.slug}>
                <article className="job-card">
                  {fiche.sector && <p className="formation-card__category">{fiche.sector}</p>}
                  <h2 className="job-card__title">
                    <a href={path(routePath("fiche-metier", { slug: fiche.slug }))}>{fiche.title}</a>
                  </h2>
                  {fiche.summary && <p>{fiche.summary}</p>}
                  {fiche.salary && <p className="job-card__salary">{fiche.salary}</p>}
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState kind="results" />
        )}
      </div>
    </>
  );
}
