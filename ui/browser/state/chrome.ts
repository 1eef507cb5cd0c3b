/** The chrome's own state: sidebar level, open dropdown, scroll, connection toast, banner offset. */
import { atom } from "jotai";
import { SIDEBAR_CLOSED, sidebarReducer, type SidebarAction, type SidebarState } from "../chrome/rules/sidebar";
import { TOP_OF_PAGE, type ScrollState } from "../chrome/rules/scroll";

export const sidebarAtom = atom<SidebarState>(SIDEBAR_CLOSED);
export const sidebarActionAtom = atom(null, (get, set, action: SidebarAction) => set(sidebarAtom, sidebarReducer(get(sidebarAtom), action)));

/** Id of the one dropdown open (campus, a menu entry, profile, services…), or null. */
export const openDropdownAtom = atom<string | null>(null);

export const scrollAtom = atom<ScrollState>(TOP_OF_PAGE);

/** Installed-app connection toasts: which one shows. */
type ConnectionToast = "offline" | "online" | null;
export const connectionToastAtom = atom<ConnectionToast>(null);

