/** The top of a content page: breadcrumb, title, lead text and optional extras (badges, actions). */
import { routePath } from "../../core/routes";
import type { ReactNode } from "react";
import { useLocale } from "../browser/state/locale";

export interface Crumb {
  label: string;
  path: string;
}

interface PageIntroProps {
  title: string;
  lead?: string | null;
  trail?: Crumb[];
  kicker?: ReactNode;
  children?: ReactNode;
}

export function PageIntro({ title, lead, trail = [], kicker, children }: PageIntroProps) {
  const { m, path } = useLocale();
  const crumbs = [{ label: m.common.home, path: path(routePath("home")) }, ...trail];
  return (
    <header className="page-intro">
      <div className="container">
        <nav aria-label={m.common.breadcrumb}>
          <ol className="breadcrumb">
            {crumbs.map((crumb, i) => (
              <li key={crumb.path}>
                {i < crumbs.length - 1 ? <a href={crumb.path}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
        {kicker && <div className="page-intro__kicker">{kicker}</div>}
        <h1 className="page-intro__title">{title}</h1>
        {lead && <p className="page-intro__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
