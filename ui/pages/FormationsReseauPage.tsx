/** The network's whole catalogue (80+ programmes), by category, as compact lists. */
import { routePath } from "../../core/routes";
import type { FormationsReseauData } from "../../contract/pages";
import { CatalogueGroups } from "../components/CatalogueGroups";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

export default function FormationsReseauPage({ data }: { data: FormationsReseauData }) {
  const { locale, m, path } = useLocale();
  return (
    <>
      <PageIntro title={m.network.heading(data.total)} lead={m.network.lead} trail={[{ label: m.network.crumb, path: path(routePath("formations-reseau")) }]} />
      <div className="container page-body">
        <CatalogueGroups groups={data.groups} locale={locale} />
      </div>
    </>
  );
}
