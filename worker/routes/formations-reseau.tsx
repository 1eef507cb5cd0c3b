/** /formations-reseau: the network's whole catalogue (80+ programmes), by category, as compact lists. */
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { CatalogueGroups } from "../../ui/components/CatalogueGroups";
import { PageIntro } from "../../ui/components/PageIntro";
import { useLocale } from "../../ui/browser/state/locale";
import { catalogue } from "../cms/calls/formations";
import { byCategory } from "../loaders/formations";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const list = await ctx.cms.get(catalogue());
  const m = messagesFor(ctx.locale).formationsReseau;
  return {
    head: { title: m.title(list.length), description: m.description },
    data: { total: list.length, groups: byCategory(list) },
  };
});

type FormationsReseauData = DataOf<typeof load>;

function FormationsReseauPage({ data }: { data: FormationsReseauData }) {
  const { locale, m, path } = useLocale();
  return (
    <>
      <PageIntro title={m.formationsReseau.heading(data.total)} lead={m.formationsReseau.lead} trail={[{ label: m.formationsReseau.crumb, path: path(routePath("formations-reseau")) }]} />
      <div className="container page-body">
        <CatalogueGroups groups={data.groups} locale={locale} />
      </div>
    </>
  );
}

export default route({
  pattern: "/formations-reseau",
  sitemap: { list: "formations" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load,
  Page: FormationsReseauPage,
});
