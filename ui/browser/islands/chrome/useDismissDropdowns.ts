/** Closing the chrome's menus: the open dropdown on Escape or a click outside. */
import { useAtom } from "jotai";
import { useEffect } from "react";
import { openDropdownAtom } from "../../state/chrome";

const rootOf = (id: string) => document.querySelector<HTMLElement>(`[data-dropdown="${CSS.escape(id)}"]`);

/** Escape puts focus back on the dropdown's trigger. */
export function useDismissDropdowns() {
  const [openId, setOpenId] = useAtom(openDropdownAtom);

  useEffect(() => {
    if (!openId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const root = rootOf(openId);
      setOpenId(null);
      if (root?.contains(document.activeElement)) root.querySelector<HTMLElement>("[aria-controls]")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootOf(openId)?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [openId, setOpenId]);
}

