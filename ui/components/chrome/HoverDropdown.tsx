/** A main-bar entry whose panel opens on hover and keyboard focus, and closes on leave, Escape or a link click. */
import { useAtom } from "jotai";
import type { FocusEvent, MouseEvent, ReactNode } from "react";
import { openDropdownAtom } from "../../state/chrome";
import { Icon } from "./icons";

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
  const open = openId === id;
  const panelId = `${id}-panel`;
  const show = () => setOpenId(id);
  const hide = () => setOpenId((current) => (current === id ? null : current));
  const trigger = { className: "main-menu__trigger", "aria-expanded": open, "aria-controls": panelId };
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) hide();
  };
  return (
    <li
      className={`main-menu__item ${wide ? "main-menu__item--wide" : "main-menu__item--narrow"}`}
      data-dropdown={id}
      onMouseEnter={show}
      onMouseLeave={hide}
      // Focus coming from outside opens it; focus moving within it (or back to the trigger after Escape) does not.
      onFocus={(event) => leaves(event) && show()}
      onBlur={(event) => leaves(event) && hide()}
    >
      {url ? (
        <a href={url} {...trigger}>
          {label}
          <Icon name="chevron-down" />
        </a>
      ) : (
        <button type="button" {...trigger} onClick={show}>
          {label}
          <Icon name="chevron-down" />
        </button>
      )}
      <div id={panelId} className={`dropdown ${wide ? "dropdown--wide" : "dropdown--narrow"}`} hidden={!open} onClick={closeOnLink}>
        {children}
      </div>
    </li>
  );
}
