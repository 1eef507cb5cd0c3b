/**
 * /ecole/demarche-qualite: the CMS's quality article, and below it the Qualiopi certificate of the settings. The
 * certificate lives on this page, not on its own: the school's quality approach is where an auditor or a funder looks
 * for it, the school's menus already lead there, and the footer links it on every page.
 */
import { routePath } from "../../core/routes";
import { ArticleView } from "../../ui/components/ArticleView";
import { QualiopiCertificate } from "../../ui/components/quality/QualiopiCertificate";
import { websiteSettings } from "../cms/calls/settings";
import { fixedArticle } from "../loaders/articles";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const [page, settings] = await Promise.all([fixedArticle(routePath("demarche-qualite"))(ctx), ctx.cms.silent(websiteSettings())]);
  return { ...page, data: { ...page.data, qualiopi: settings?.qualiopi ?? null } };
});

type DemarcheQualiteData = DataOf<typeof load>;

export function DemarcheQualitePage({ data }: { data: DemarcheQualiteData }) {
  return <ArticleView data={data}>{data.qualiopi && <QualiopiCertificate qualiopi={data.qualiopi} />}</ArticleView>;
}

export default route({
  pattern: "/ecole/demarche-qualite",
  sitemap: { entries: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load,
  Page: DemarcheQualitePage,
});
