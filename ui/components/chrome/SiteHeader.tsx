/** The site's header: logo and the main entry points. */
import { useAtomValue } from "jotai";
import { siteAtom } from "../../state/site";

const ENTRIES = [
  ["/formations", "Formations"],
  ["/campus", "Campus"],
  ["/admission", "Admission"],
  ["/entreprises", "Entreprises"],
  ["/actualites", "Actualités"],
  ["/agenda", "Agenda"],
] as const;

export function SiteHeader() {
  const { settings } = useAtomValue(siteAtom);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="site-header__logo" href="/" aria-label="Accueil">
          {settings?.logo ? <img src={settings.logo.url} alt={settings.logo.alternativeText ?? ""} height="40" /> : settings?.siteName || "Accueil"}
        </a>
        <nav aria-label="Menu principal">
          <ul className="site-header__menu">
            {ENTRIES.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
