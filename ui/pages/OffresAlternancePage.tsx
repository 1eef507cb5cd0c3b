/** Apprenticeship offers from partner companies: company, city, start date, programme, apply link. */
import { formatDay } from "../../core/dates";
import type { OffresAlternanceData } from "../../content/pages";
import { EmptyState } from "../components/EmptyState";
import { PageIntro } from "../components/PageIntro";
import { RichText } from "../components/RichText";
import { SpontaneousApplication } from "../components/SpontaneousApplication";

const CONTRACTS: Record<string, string> = { apprentissage: "Contrat d’apprentissage", professionnalisation: "Contrat de professionnalisation" };

export default function OffresAlternancePage({ data }: { data: OffresAlternanceData }) {
  return (
    <>
      <PageIntro
        title="Offres d’alternance"
        lead="Nos entreprises partenaires recrutent leurs alternants : postulez directement aux offres ci-dessous."
        trail={[{ label: "Offres d’alternance", path: "/offres-alternance" }]}
      />
      <div className="container page-body">
        {data.offers.length > 0 ? (
          <ul className="offer-list">
            {data.offers.map((offer) => (
              <li key={offer.slug}>
                <article className="offer">
                  <div className="offer__main">
                    <p className="formation-card__category">{offer.company}</p>
                    <h2 className="offer__title">{offer.title}</h2>
                    <ul className="facts" aria-label="En bref">
                      {offer.city && <li>{offer.city}</li>}
                      {offer.contractType && <li>{CONTRACTS[offer.contractType] ?? offer.contractType}</li>}
                      {offer.startDate && <li>Début le {formatDay(offer.startDate)}</li>}
                    </ul>
                    <RichText value={offer.description} />
                    {offer.formation && (
                      <p className="offer__course">
                        Formation&nbsp;: <a href={`/formations/${offer.formation.slug}`}>{offer.formation.title}</a>
                      </p>
                    )}
                  </div>
                  {offer.url && (
                    <a className="button button--primary" href={offer.url} target="_blank" rel="noopener noreferrer">
                      Postuler<span className="visually-hidden"> : {offer.title}, {offer.company}</span>
                    </a>
                  )}
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState kind="jobOffers" />
        )}
        <SpontaneousApplication />
      </div>
    </>
  );
}
