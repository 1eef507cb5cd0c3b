/** The mobile bottom bar of calls to action (server HTML, no island): shown at 900 px or less, or on a phone. */
import { useLocale } from "../browser/state/locale";
import { CallsToAction } from "../browser/chrome/CallsToAction";

export function MobileCtaBar() {
  const { m } = useLocale();
  return (
    <nav className="mobile-cta" aria-label={m.chrome.quickActions}>
      <CallsToAction className="chrome-ctas--bottom" />
    </nav>
  );
}
