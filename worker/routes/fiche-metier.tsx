/** /fiches-metiers/{slug}: one career sheet, the job, its missions, salary, and the programmes leading to it. */
import { t } from "../../core/dictionary";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { PageIntro } from "../../ui/components/PageIntro";
import { RichText } from "../../ui/components/RichText";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { useLocale } from "../../ui/browser/state/locale";
import { ficheBySlug } from "../cms/calls/careers";
import { mustBeListed } from "../loaders/listed";
import { found } from "../loaders/params";
import { breadcrumbLd } from "../loaders/structured-data";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const slug = ctx.params.slug ?? "";
  await mustBeListed(ctx, "fiche", slug);
  const fiche = found(await ctx.cms.get(ficheBySlug(slug)), ctx.url.pathname);
  const m = messagesFor(ctx.locale).fichesMetiers;
  return {
    head: {
      title: m.sheetTitle(fiche.title),
      description: fiche.summary || m.sheetDescription(fiche.title),
      image: fiche.image,
      structuredData: ({ page }) => [breadcrumbLd(page, ctx.locale, [[m.title, routePath("fiches-metiers", {}, ctx.locale)], [fiche.title, page.pathname]])],
    },
    data: { fiche },
    document: { type: "fiche", documentId: fiche.documentId },
  };
});

type FicheMetierData = DataOf<typeof load>;

function FicheMetierPage({ data }: { data: FicheMetierData }) {
  const { fiche } = data;
  const { locale, m: messages, path } = useLocale();
  const m = messages.fichesMetiers;
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
          <ListOrEmpty items={fiche.formations} kind="courses">
            <ul className="link-list">
              {fiche.formations.map((f) => (
                <li key={f.slug}>
                  <a href={path(routePath("formation", { slug: f.slug }))}>{f.title}</a>
                  {f.category && <span className="link-list__meta">{t(locale, `category-${f.category}`)}</span>}
                </li>
              ))}
            </ul>
          </ListOrEmpty>
        </aside>
      </div>
    </article>
  );
}

export default route({
  pattern: "/fiches-metiers/:slug",
  sitemap: { entries: "fiches" },
  preview: true,
  english: true,
  cache: { globalTier: true },
  load,
  Page: FicheMetierPage,
});
