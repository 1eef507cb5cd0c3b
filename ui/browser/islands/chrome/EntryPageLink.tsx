/** "Tout voir : …", a menu entry's own page, at the foot of what the entry opens. */
import { useLocale } from "../../state/locale";

export function EntryPageLink({ url, label, className }: { url: string | null; label: string; className: string }) {
  const { m } = useLocale();
  return url ? (
    <a className={className} href={url}>
      {m.chrome.seeAll(label)}
    </a>
  ) : null;
}
