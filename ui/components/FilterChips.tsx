/** A row of filter links (one is current): filters that work as plain links, without JavaScript. */

export interface Chip {
  key: string;
  label: string;
  href: string;
}

export function FilterChips({ label, chips, current }: { label: string; chips: Chip[]; current: string }) {
  return (
    <nav className="chips" aria-label={label}>
      <ul className="chips__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a className={`chip${chip.key === current ? " chip--current" : ""}`} href={chip.href} aria-current={chip.key === current ? "true" : undefined}>
              {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
