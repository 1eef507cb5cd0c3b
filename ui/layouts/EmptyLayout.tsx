/** Empty layout: the page alone, under a slim bar with the logo and a link home so the visitor always has a way back. */
import { routePath } from "../../core/routes";
import type { ReactNode } from "react";
import { Logo } from "../browser/chrome/Logo";
import { useLocale } from "../browser/state/locale";

export function EmptyLayout({ children }: { children: ReactNode }) {
  const { m, path } = useLocale();
  return (
    <>
      <header className="empty-header">
        <div className="container empty-header__inner">
          <Logo />
          <a className="empty-header__home" href={path(routePath("home"))}>
            {m.chrome.backHome}
          </a>
        </div>
      </header>
      <main id="contenu" className="page page--empty" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
