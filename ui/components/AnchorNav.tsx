/** The sticky "on this page" links to a page's anchor sections (campus and programme pages). */

export function AnchorNav({ anchors }: { anchors: readonly (readonly [id: string, label: string])[] }) {
  return (
    <nav className="anchor-nav" aria-label="Sur cette page">
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
