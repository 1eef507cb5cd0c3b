/** The navbar: topbar and main bar on wide screens, a fixed compact bar with the burger otherwise. */
import { useAtomValue, useSetAtom } from "jotai";
import { scrollAtom, sidebarActionAtom, sidebarAtom } from "../../state/chrome";
import { useLocale } from "../../state/locale";
import { useHydrated } from "../../IslandRoot";
import { InstantSearch } from "../../search/InstantSearch";
import { CallsToAction } from "../../chrome/CallsToAction";
import { Icon } from "../../chrome/icons";
import { Logo } from "../../chrome/Logo";
import { SIDEBAR_ID } from "../../chrome/rules/sidebar";
import { MainMenu } from "./MainMenu";
import { AlumniLink, ContactLink, LanguageLinks, ProfileMenu, ServicesMenu } from "./QuickLinks";
import { useDismissDropdowns } from "./useDismissDropdowns";
import { useScrollWatch } from "./useScrollWatch";

export function SiteHeader() {
  useScrollWatch();
  useDismissDropdowns();
  const { compact } = useAtomValue(scrollAtom);
  const { m } = useLocale();
  return (
    <header className="site-header">
      <div className="navbar">
        <div className="topbar">
          <div className="container topbar__inner">
            <ProfileMenu id="topbar-profile" />
            <InstantSearch place="header" />
            <nav className="topbar__links" aria-label={m.chrome.quickAccess}>
              <AlumniLink className="topbar__link" />
              <ContactLink className="topbar__link" />
              <ServicesMenu id="topbar-services" />
              <LanguageLinks className="topbar__languages" />
            </nav>
          </div>
        </div>
        <div className="container mainbar">
          <Logo />
          <MainMenu />
          <CallsToAction className="chrome-ctas--mainbar" />
        </div>
      </div>
      <div className={`compact-bar${compact ? " compact-bar--shown" : ""}`} data-testid="compact-bar">
        <div className="container compact-bar__inner">
          <Logo />
          <CallsToAction className="chrome-ctas--compact" />
          <BurgerButton />
        </div>
      </div>
    </header>
  );
}

/** Until the scripts run, a link to the sidebar, which the stylesheet opens as the page's target; then the button. */
function BurgerButton() {
  const { open } = useAtomValue(sidebarAtom);
  const dispatch = useSetAtom(sidebarActionAtom);
  const { m } = useLocale();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a className="burger" href={`#${SIDEBAR_ID}`}>
        <Icon name="burger" />
        <span className="visually-hidden">{m.chrome.openMenu}</span>
      </a>
    );
  }
  return (
    <button type="button" className="burger" aria-expanded={open} aria-controls={SIDEBAR_ID} onClick={() => dispatch({ type: "toggle" })}>
      {open ? <Icon name="close" /> : <Icon name="burger" />}
      <span className="visually-hidden">{open ? m.chrome.closeMenu : m.chrome.openMenu}</span>
    </button>
  );
}
