/** The editors' preview banner: says the page shows drafts, and leads out of preview back to the same page. */
import { useAtomValue } from "jotai";
import { previewExitHref } from "../../core/preview";
import { pageAtom, previewAtom } from "../state/page";

export function PreviewBanner() {
  const preview = useAtomValue(previewAtom);
  const page = useAtomValue(pageAtom);
  if (!preview) return null;
  return (
    <div className="preview-banner" role="status">
      <span>Aperçu&nbsp;: cette page montre les brouillons.</span>
      <a className="preview-banner__exit" href={previewExitHref(page?.path ?? "/")}>
        Quitter l'aperçu
      </a>
    </div>
  );
}
