/**
 * A call to action that opens the pop-in for its action (brochure, contact, registration). The button opens its
 * dialog through the platform (`command="show-modal"`), before any script has run; the client entry stands in for
 * browsers without invoker commands. With scripting off, the stylesheet shows the link instead: the same page
 * with `?popin=<action>`, which the edge renders with the pop-in open and its lists filled.
 */
import type { ReactNode } from "react";
import type { PopinAction } from "../../../core/constants";
import { POPIN_QUERY } from "../../../core/popin";
import { popinDialogId } from "./dialog-id";

export function PopinButton({ action, className = "", children }: { action: PopinAction; className?: string; children: ReactNode }) {
  return (
    <>
      <button type="button" className={`${className} script-only`} command="show-modal" commandfor={popinDialogId(action)} aria-haspopup="dialog" data-popin={action}>
        {children}
      </button>
      <a href={`?${POPIN_QUERY}=${action}`} className={`${className} no-script-only`} rel="nofollow" data-popin={action}>
        {children}
      </a>
    </>
  );
}
