/** The sticky "on this page" links to a page's anchor sections (campus and programme pages), and those sections. */
import type { ReactNode } from "react";
import { useLocale } from "../browser/state/locale";

export function AnchorNav({ anchors }: { anchors: readonly (readonly [id: string, label: string])[] }) {
  const { m } = useLocale();
  return (
    <nav className="anchor-nav" aria-label={m.common.onThisPage}>
      <ul className="container anchor-nav__list">
        {anchors.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section the anchor links lead to (#id), labelled by its heading (`id-title`). */
export function AnchorSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} className={className ? `page-section ${className}` : "page-section"} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
