/** /offres-alternance: apprenticeship offers from partner companies, company, city, start date, programme, apply link. */
import { formatDay } from "../../core/dates";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { PageIntro } from "../../ui/components/PageIntro";
import { RichText } from "../../ui/components/RichText";
import { SpontaneousApplication } from "../../ui/components/SpontaneousApplication";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { useLocale } from "../../ui/browser/state/locale";
import { offerList } from "../cms/calls/careers";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const offers = await ctx.cms.get(offerList());
  const m = messagesFor(ctx.locale).offresAlternance;
  return {
    head: { title: m.title, description: m.description },
    data: { offers },
  };
});

type OffresAlternanceData = DataOf<typeof load>;

function OffresAlternancePage({ data }: { data: OffresAlternanceData }) {
  const { locale, m: messages, path } = useLocale();
  const m = messages.offresAlternance;
  return (
    <>
      <PageIntro title={m.title} lead={m.lead} trail={[{ label: m.title, path: path(routePath("offres-alternance")) }]} />
      <div className="container page-body">
        <ListOrEmpty items={data.offers} kind="jobOffers">
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
        </ListOrEmpty>
        <SpontaneousApplication />
      </div>
    </>
  );
}

export default route({
  pattern: "/offres-alternance",
  sitemap: { list: "offers" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load,
  Page: OffresAlternancePage,
});
