/** The editors' preview banner: says the page shows drafts, and leads out of preview back to the same page. */
import { useAtomValue } from "jotai";
import { previewExitHref } from "../../core/preview";
import { useLocale } from "../state/locale";
import { pageAtom, previewAtom } from "../state/page";

export function PreviewBanner() {
  const preview = useAtomValue(previewAtom);
  const page = useAtomValue(pageAtom);
  const { m } = useLocale();
  if (!preview) return null;
  return (
    <div className="preview-banner" role="status">
      <span>{m.preview.drafts}</span>
      <a className="preview-banner__exit" href={previewExitHref(page?.path ?? "/")}>
        {m.preview.exit}
      </a>
    </div>
  );
}
