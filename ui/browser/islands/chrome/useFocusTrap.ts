/** While active: focus stays inside the element (Tab wraps), Escape calls onEscape, and focus returns where it was after. */
import { useEffect, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]") && el.getClientRects().length > 0);

export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    // Focus already inside (a dialog the platform opened, the visitor in its fields) stays where it is.
    const inside = root.contains(document.activeElement);
    const before = inside ? null : (document.activeElement as HTMLElement | null);
    if (!inside) focusables(root)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== "Tab") return;
      const list = focusables(root);
      const first = list[0];
      const last = list.at(-1);
      if (!first || !last) return;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (before?.isConnected && (root.contains(document.activeElement) || document.activeElement === document.body)) before.focus();
    };
  }, [ref, active, onEscape]);
}
