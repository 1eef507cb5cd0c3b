/** Career sheets: one card per job, with its sector and salary range. */
import type { FichesMetiersData } from "../../content/pages";
import { EmptyState } from "../components/EmptyState";
import { PageIntro } from "../components/PageIntro";

export default function FichesMetiersPage({ data }: { data: FichesMetiersData }) {
  return (
    <>
      <PageIntro
        title="Fiches métiers"
        lead="Les métiers auxquels nos formations vous préparent : missions, salaires et parcours pour y accéder."
        trail={[{ label: "Fiches métiers", path: "/fiches-metiers" }]}
      />
      <div className="container page-body">
        {data.fiches.length > 0 ? (
          <ul className="card-grid card-grid--compact">
            {data.fiches.map((fiche) => (
              <li key={fiche.slug}>
                <article className="job-card">
                  {fiche.sector && <p className="formation-card__category">{fiche.sector}</p>}
                  <h2 className="job-card__title">
                    <a href={`/fiches-metiers/${fiche.slug}`}>{fiche.title}</a>
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
