/** /fiches-metiers: the career sheets, one card per job with its sector and salary range. */
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { PageIntro } from "../../ui/components/PageIntro";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { useLocale } from "../../ui/browser/state/locale";
import { ficheList } from "../cms/calls/careers";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const fiches = await ctx.cms.get(ficheList());
  const m = messagesFor(ctx.locale).fichesMetiers;
  return {
    head: { title: m.title, description: m.description },
    data: { fiches },
  };
});

type FichesMetiersData = DataOf<typeof load>;

function FichesMetiersPage({ data }: { data: FichesMetiersData }) {
  const { m, path } = useLocale();
  return (
    <>
      <PageIntro title={m.fichesMetiers.title} lead={m.fichesMetiers.lead} trail={[{ label: m.fichesMetiers.title, path: path(routePath("fiches-metiers")) }]} />
      <div className="container page-body">
        <ListOrEmpty items={data.fiches} kind="results">
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
        </ListOrEmpty>
      </div>
    </>
  );
}

export default route({
  pattern: "/fiches-metiers",
  sitemap: { list: "fiches" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load,
  Page: FichesMetiersPage,
});
