/** Chrome state (spec §3–4): sidebar level, open dropdown, scroll, connection, banner offset; chrome data from the edge. */
import { atom } from "jotai";
import type { SiteData } from "../boot";
import { SIDEBAR_CLOSED, sidebarReducer, type SidebarAction, type SidebarState } from "../components/chrome/rules/sidebar";
import { TOP_OF_PAGE, type ScrollState } from "../components/chrome/rules/scroll";
import { bootAtom } from "./site";

const NO_SITE: SiteData = { settings: null, navbar: [], footer: [], campuses: [], events: [] };

/** Settings, menus, campuses and next events, as the edge loaded them for the first page. */
export const chromeDataAtom = atom((get) => get(bootAtom)?.site ?? NO_SITE);
export const deviceAtom = atom((get) => get(bootAtom)?.device ?? "desktop");

export const sidebarAtom = atom<SidebarState>(SIDEBAR_CLOSED);
export const sidebarActionAtom = atom(null, (get, set, action: SidebarAction) => set(sidebarAtom, sidebarReducer(get(sidebarAtom), action)));

/** Id of the one dropdown open (campus, a menu entry, profile, services…), or null. */
export const openDropdownAtom = atom<string | null>(null);

export const scrollAtom = atom<ScrollState>(TOP_OF_PAGE);

/** Installed-app connection toasts: which one shows. */
export type ConnectionToast = "offline" | "online" | null;
export const connectionToastAtom = atom<ConnectionToast>(null);

/** Height in pixels of the banner a dynamics page embeds (spec §3). */
export const bannerOffsetAtom = atom(0);
