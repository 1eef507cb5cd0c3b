/** A call to action that opens the pop-in for its action (brochure, contact, registration). */
import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import type { PopinAction } from "../../../core/constants";
import { openPopinAtom } from "../../state/popin";

export function PopinButton({ action, className, children }: { action: PopinAction; className?: string; children: ReactNode }) {
  const open = useSetAtom(openPopinAtom);
  return (
    <button type="button" className={className} aria-haspopup="dialog" aria-controls="pop-in" onClick={() => open(action)}>
      {children}
    </button>
  );
}
