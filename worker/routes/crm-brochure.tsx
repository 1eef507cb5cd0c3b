/** /crm/brochure: the CMS's landing article when it has one (else the site's own), and the catalogue's brochures by category. */
import type { Locale } from "../../core/constants";
import { t } from "../../core/dictionary";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import type { Article } from "../../contract/model/articles";
import { ArticleView } from "../../ui/components/ArticleView";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { useLocale } from "../../ui/browser/state/locale";
import { articleInRubrique } from "../cms/calls/articles";
import { catalogue } from "../cms/calls/formations";
import { articlePage, layoutOf } from "../loaders/articles";
import { byCategory } from "../loaders/formations";
import { loader, route, type DataOf } from "../loaders/define";

/** The brochure landing when the CMS has no crm/brochure article of its own. */
function brochureLanding(locale: Locale): Article {
  const m = messagesFor(locale).articles.brochureLanding;
  return {
    title: m.title,
    slug: "brochure",
    rubrique: "crm",
    summary: m.summary,
    pageLayout: "dynamics",
    image: null,
    seo: null,
    sections: [
      { __component: "sections.text", title: m.textTitle, content: m.text },
      { __component: "sections.cta", title: m.ctaTitle, text: m.ctaText, label: m.ctaLabel, url: null, action: "brochure" },
    ],
  };
}

const load = loader(async (ctx) => {
  const [article, formations] = await Promise.all([
    ctx.cms.silent(articleInRubrique(ctx.config.CMS_PREFIX, "crm", "brochure")),
    ctx.cms.silent(catalogue()),
  ]);
  const page = articlePage(ctx, article ?? brochureLanding(ctx.locale), null, article ? layoutOf(article) : undefined);
  // The built-in landing is a page of both languages, like a list: no CMS document to look up.
  return { ...page, data: { ...page.data, brochures: byCategory(formations ?? []) }, document: article ? page.document : undefined };
});

type CrmBrochureData = DataOf<typeof load>;

function CrmBrochurePage({ data }: { data: CrmBrochureData }) {
  const { locale, m, path } = useLocale();
  return (
    <ArticleView data={data}>
      <section className="section" aria-labelledby="brochures-title">
        <h2 id="brochures-title" className="section__title">{m.articles.brochures}</h2>
        <ListOrEmpty items={data.brochures} kind="brochures">
          <ul className="card-grid card-grid--compact">
            {data.brochures.map(({ category, formations }) => (
              <li key={category}>
                <a className="campus-card" href={path(`${routePath("formation-list")}?categorie=${category}`)}>
                  <span className="campus-card__title">{t(locale, `category-${category}`)}</span>
                  <span className="link-list__meta">{m.articles.formationCount(formations.length)}</span>
                </a>
              </li>
            ))}
          </ul>
        </ListOrEmpty>
      </section>
    </ArticleView>
  );
}

export default route({
  pattern: "/crm/brochure",
  layout: "dynamics",
  sitemap: { list: "formations", entries: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load,
  Page: CrmBrochurePage,
});
