/** A row of filter links (one is current): filters that work as plain links, without JavaScript. */
import { useId } from "react";

interface Chip {
  key: string;
  label: string;
  href: string;
}

/** `showLabel` writes the filter's name before its chips (where several rows would otherwise look alike). */
export function FilterChips({ label, chips, current, showLabel = false }: { label: string; chips: Chip[]; current: string; showLabel?: boolean }) {
  const labelId = useId();
  return (
    <nav className={`chips${showLabel ? " chips--labelled" : ""}`} {...(showLabel ? { "aria-labelledby": labelId } : { "aria-label": label })}>
      {showLabel && (
        <span id={labelId} className="chips__label">
          {label}
        </span>
      )}
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
