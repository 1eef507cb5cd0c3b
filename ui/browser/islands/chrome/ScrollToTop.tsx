/** The to-top arrow: shown away from the top of the page; scrolls smoothly back up. */
import { useAtomValue } from "jotai";
import { scrollAtom } from "../../state/chrome";
import { useLocale } from "../../state/locale";
import { Icon } from "./icons";

export function ScrollToTop() {
  const { awayFromTop } = useAtomValue(scrollAtom);
  const { m } = useLocale();
  return (
    <button
      type="button"
      className={`to-top${awayFromTop ? " to-top--shown" : ""}`}
      aria-hidden={!awayFromTop}
      tabIndex={awayFromTop ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <Icon name="arrow-up" />
      <span className="visually-hidden">{m.chrome.toTop}</span>
    </button>
  );
}
