/** The mobile bottom bar of calls to action: shown at 900 px or less, or on a phone. */
import { CallsToAction } from "./CallsToAction";

export function MobileCtaBar() {
  return (
    <nav className="mobile-cta" aria-label="Actions rapides">
      <CallsToAction className="chrome-ctas--bottom" />
    </nav>
  );
}
