/** A summary menu: links to the rubrique's pages or to this page's chapters. */
import { useLocale } from "../../browser/state/locale";
import type { SectionOf } from "./types";

export function SummaryMenuSection({ section }: SectionOf<"sections.summary-menu">) {
  const { m } = useLocale();
  return (
    <nav className="section section--summary summary-menu" aria-label={section.title || m.common.summary}>
      {section.title && <p className="summary-menu__title">{section.title}</p>}
      <ul className="summary-menu__links">
        {section.links.map((link, i) => (
          <li key={i}>
            <a href={link.url}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
