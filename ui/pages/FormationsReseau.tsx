/** The network's whole catalogue (80+ programmes), by category, as compact lists. */
import { useAtomValue } from "jotai";
import type { PageDataOf } from "../../worker/loaders";
import { CatalogueGroups } from "../components/CatalogueGroups";
import { PageIntro } from "../components/PageIntro";
import { localeAtom } from "../state/site";

export default function FormationsReseau({ data }: { data: PageDataOf<"formations-reseau"> }) {
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
