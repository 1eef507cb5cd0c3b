/** The four calls to action: brochure, contact, agenda, registration; all but agenda open the pop-in. */
import { PopinButton } from "../popin/PopinButton";

const ACTIONS = [
  ["brochure", "Brochure"],
  ["contact", "Contact"],
  ["agenda", "Agenda"],
  ["registration", "Candidature"],
] as const;

export function CallsToAction({ className, onChoose }: { className: string; onChoose?: () => void }) {
  return (
    <ul className={`chrome-ctas ${className}`} onClick={onChoose}>
      {ACTIONS.map(([action, label]) => (
        <li key={action}>
          {action === "agenda" ? (
            <a className="chrome-cta chrome-cta--agenda" href="/agenda">{label}</a>
          ) : (
            <PopinButton action={action} className={`chrome-cta chrome-cta--${action}`}>{label}</PopinButton>
          )}
        </li>
      ))}
    </ul>
  );
}
