/** The network's whole catalogue (80+ programmes), by category, as compact lists. */
import { useAtomValue } from "jotai";
import type { FormationsReseauData } from "../../content/pages";
import { CatalogueGroups } from "../components/CatalogueGroups";
import { PageIntro } from "../components/PageIntro";
import { localeAtom } from "../state/page";

export default function FormationsReseauPage({ data }: { data: FormationsReseauData }) {
  const locale = useAtomValue(localeAtom);
  return (
    <>
      <PageIntro
        title={`${data.total} formations en réseau`}
        lead="Toutes les formations de notre réseau de campus, filière par filière."
        trail={[{ label: "Formations du réseau", path: "/formations-reseau" }]}
      />
      <div className="container page-body">
        <CatalogueGroups groups={data.groups} locale={locale} />
      </div>
    </>
  );
}
