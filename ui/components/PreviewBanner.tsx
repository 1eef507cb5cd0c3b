/** The editors' preview banner: says the page shows drafts, and leads out of preview back to the same page. */
import { useAtomValue } from "jotai";
import { previewExitHref } from "../../core/preview";
import { useLocale } from "../browser/state/locale";
import { previewAtom } from "../browser/state/page";
import { pageContentAtom } from "../state/document";

export function PreviewBanner() {
  const preview = useAtomValue(previewAtom);
  const page = useAtomValue(pageContentAtom);
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
