/**
 * A dropdown that toggles on click (profile, services): choosing an option closes it and navigates.
 * Until the scripts run it is a native disclosure (details and summary), so it opens without them.
 */
import { useAtom } from "jotai";
import type { ReactNode } from "react";
import { openDropdownAtom } from "../../state/chrome";
import { useHydrated } from "../../IslandRoot";
import { ChromeAnchor } from "../../chrome/ChromeAnchor";
import { Icon } from "../../chrome/icons";
import type { ChromeLink } from "../../chrome/rules/links";

interface Props {
  id: string;
  label: ReactNode;
  links: ChromeLink[];
  /** The option that is the current one, if any. */
  current?: ChromeLink;
  className?: string;
}

export function ToggleMenu({ id, label, links, current, className = "" }: Props) {
  const [openId, setOpenId] = useAtom(openDropdownAtom);
  const hydrated = useHydrated();
  const open = openId === id;
  const listId = `${id}-options`;
  const options = (
    <ul id={listId} className="toggle-menu__list" hidden={hydrated && !open}>
      {links.map((link) => (
        <li key={link.url}>
          <ChromeAnchor link={link} className="toggle-menu__link" onClick={() => setOpenId(null)}>
            <span aria-current={link === current ? "true" : undefined}>{link.label}</span>
          </ChromeAnchor>
        </li>
      ))}
    </ul>
  );
  const content = (
    <>
      {label}
      <Icon name="chevron-down" />
    </>
  );
  if (!hydrated) {
    return (
      <details className={`toggle-menu ${className}`} data-dropdown={id}>
        <summary className="toggle-menu__button">{content}</summary>
        {options}
      </details>
    );
  }
  return (
    <div className={`toggle-menu ${className}`} data-dropdown={id}>
      <button type="button" className="toggle-menu__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpenId(open ? null : id)}>
        {content}
      </button>
      {options}
    </div>
  );
}
