/**
 * The to-top arrow (server HTML, no island): hidden at the top of the page. The browser entry shows it once the page
 * is scrolled and makes it scroll back up (ui/browser/to-top.ts).
 */
import { useLocale } from "../browser/state/locale";
import { Icon } from "../browser/chrome/icons";

export function ToTop() {
  const { m } = useLocale();
  return (
    <button type="button" className="to-top" aria-hidden="true" tabIndex={-1}>
      <Icon name="arrow-up" />
      <span className="visually-hidden">{m.chrome.toTop}</span>
    </button>
  );
}
