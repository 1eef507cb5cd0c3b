/**
 * A call to action that opens the pop-in for its action (brochure, contact, registration). It is a link
 * to the same page with `?popin=<action>`, which the edge renders with the pop-in open and its lists
 * filled: so it works before hydration and without JavaScript. Once hydrated, a click opens the dialog.
 */
import { useSetAtom } from "jotai";
import type { MouseEvent, ReactNode } from "react";
import type { PopinAction } from "../../../core/constants";
import { POPIN_QUERY } from "../../../core/popin";
import { openPopinAtom } from "../../state/popin";

export function PopinButton({ action, className, children }: { action: PopinAction; className?: string; children: ReactNode }) {
  const open = useSetAtom(openPopinAtom);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(action);
  };
  return (
    <a href={`?${POPIN_QUERY}=${action}`} className={className} aria-haspopup="dialog" aria-controls="pop-in" data-popin={action} onClick={onClick} rel="nofollow">
      {children}
    </a>
  );
}
