/** The four calls to action: brochure, contact, agenda, registration; all but agenda open the pop-in. */
import { routePath } from "../../../core/routes";
import { useLocale } from "../state/locale";
import { PopinButton } from "../popin/PopinButton";

const ACTIONS = ["brochure", "contact", "agenda", "registration"] as const;

export function CallsToAction({ className, onChoose }: { className: string; onChoose?: () => void }) {
  const { m, path } = useLocale();
  return (
    <ul className={`chrome-ctas ${className}`} onClick={onChoose}>
      {ACTIONS.map((action) => (
        <li key={action}>
          {action === "agenda" ? (
            <a className="chrome-cta chrome-cta--agenda" href={path(routePath("agenda"))}>{m.chrome.ctas[action]}</a>
          ) : (
            <PopinButton action={action} className={`chrome-cta chrome-cta--${action}`}>{m.chrome.ctas[action]}</PopinButton>
          )}
        </li>
      ))}
    </ul>
  );
}
