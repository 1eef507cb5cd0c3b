/** Apprenticeship offers from partner companies: company, city, start date, programme, apply link. */
import { routePath } from "../../core/routes";
import { formatDay } from "../../core/dates";
import type { OffresAlternanceData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { PageIntro } from "../components/PageIntro";
import { RichText } from "../components/RichText";
import { SpontaneousApplication } from "../components/SpontaneousApplication";
import { useLocale } from "../islands/state/locale";

export default function OffresAlternancePage({ data }: { data: OffresAlternanceData }) {
  const { locale, m: messages, path } = useLocale();
  const m = messages.offers;
  return (
    <>
      <PageIntro title={m.title} lead={m.lead} trail={[{ label: m.title, path: path(routePath("offres-alternance")) }]} />
      <div className="container page-body">
        {data.offers.length > 0 ? (
          <ul className="offer-list">
            {data.offers.map((offer) => (
              <li key={offer.slug}>
                <article className="offer">
                  <div className="offer__main">
                    <p className="formation-card__category">{offer.company}</p>
                    <h2 className="offer__title">{offer.title}</h2>
                    <ul className="facts" aria-label={messages.common.inShort}>
                      {offer.city && <li>{offer.city}</li>}
                      {offer.contractType && <li>{m.contracts[offer.contractType] ?? offer.contractType}</li>}
                      {offer.startDate && <li>{m.starts(formatDay(offer.startDate, locale))}</li>}
                    </ul>
                    <RichText value={offer.description} />
                    {offer.formation && (
                      <p className="offer__course">
                        {m.course}
                        <a href={path(routePath("formation", { slug: offer.formation.slug }))}>{offer.formation.title}</a>
                      </p>
                    )}
                  </div>
                  {offer.url && (
                    <a className="button button--primary" href={offer.url} target="_blank" rel="noopener noreferrer">
                      {m.apply}
                      <span className="visually-hidden">{m.applyTo(offer.title, offer.company)}</span>
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
