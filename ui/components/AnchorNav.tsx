/** The sticky "on this page" links to a page's anchor sections (campus and programme pages). */
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
