/**
 * A main-bar entry whose panel opens on hover, and from the keyboard as a disclosure: Tab passes it closed;
 * Enter or Space toggles it, ArrowDown opens it onto its first link; Escape, leaving it or a link click closes it.
 * Until the scripts run, the entry is a plain link to its page. The panel's links are drawn the first time it opens:
 * no visitor sees a closed panel (the sidebar holds the same links for those without scripts, and for crawlers), and
 * leaving them out of the server's page spares every phone a few hundred elements to parse, style and hydrate.
 */
import { useAtom } from "jotai";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { openDropdownAtom } from "../../state/chrome";
import { useHydrated } from "../../IslandRoot";
import { Icon } from "../../chrome/icons";

interface Props {
  id: string;
  label: string;
  url: string | null;
  /** Wide panels span the main bar; narrow ones hang under their entry. */
  wide: boolean;
  children: ReactNode;
}

const leaves = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);

export function HoverDropdown({ id, label, url, wide, children }: Props) {
  const [openId, setOpenId] = useAtom(openDropdownAtom);
  const hydrated = useHydrated();
  const item = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirstLink = useRef(false);
  const open = openId === id;
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const panelId = `${id}-panel`;
  const show = () => setOpenId(id);
  const hide = () => setOpenId((current) => (current === id ? null : current));

  // The pointer that woke the header is already over this entry: it opens as if the pointer had just come in.
  useEffect(() => {
    if (hydrated && item.current?.matches(":hover")) setOpenId(id);
  }, [hydrated, id, setOpenId]);

  useEffect(() => {
    if (!open || !focusFirstLink.current) return;
    focusFirstLink.current = false;
    panel.current?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [open]);

  // A click from the keyboard (Enter, Space) toggles; a pointer's keeps open what hovering opened.
  const onTrigger = (event: MouseEvent) => (event.detail === 0 && open ? hide() : show());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    if (open) panel.current?.querySelector<HTMLElement>("a[href]")?.focus();
    else {
      focusFirstLink.current = true;
      show();
    }
  };
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) hide();
  };
  return (
    <li
      ref={item}
      className={`main-menu__item ${wide ? "main-menu__item--wide" : "main-menu__item--narrow"}`}
      data-dropdown={id}
      onMouseEnter={show}
      onMouseLeave={hide}
      onBlur={(event) => leaves(event) && hide()}
    >
      {!hydrated && url ? (
        <a className="main-menu__trigger" href={url}>
          {label}
          <Icon name="chevron-down" />
        </a>
      ) : (
        <button type="button" className="main-menu__trigger" aria-expanded={open} aria-controls={panelId} onClick={onTrigger} onKeyDown={onKeyDown}>
          {label}
          <Icon name="chevron-down" />
        </button>
      )}
      <div ref={panel} id={panelId} className={`dropdown ${wide ? "dropdown--wide" : "dropdown--narrow"}`} hidden={!open} onClick={closeOnLink}>
        {opened && children}
      </div>
    </li>
  );
}
