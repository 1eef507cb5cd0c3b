/** The sidebar's drill-down: main → submenu (an entry) → subsubmenu (a section); back climbs; closing resets. */

/** The element the burger controls. */
export const SIDEBAR_ID = "sidebar";

type SidebarLevel = "main" | "submenu" | "subsubmenu";

export interface SidebarState {
  open: boolean;
  level: SidebarLevel;
  /** Index of the navbar entry shown at submenu level and below. */
  entry: number | null;
  /** Index of the section shown at subsubmenu level. */
  section: number | null;
}

export type SidebarAction =
  | { type: "open" }
  | { type: "close" }
  | { type: "toggle" }
  | { type: "enter"; entry: number }
  | { type: "enterSection"; section: number }
  | { type: "back" };

export const SIDEBAR_CLOSED: SidebarState = { open: false, level: "main", entry: null, section: null };

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case "open":
      return { ...SIDEBAR_CLOSED, open: true };
    case "close":
      return SIDEBAR_CLOSED;
    case "toggle":
      return state.open ? SIDEBAR_CLOSED : { ...SIDEBAR_CLOSED, open: true };
    case "enter":
      return state.open && state.level === "main" ? { ...state, level: "submenu", entry: action.entry, section: null } : state;
    case "enterSection":
      return state.open && state.level === "submenu" ? { ...state, level: "subsubmenu", section: action.section } : state;
    case "back":
      if (state.level === "subsubmenu") return { ...state, level: "submenu", section: null };
      if (state.level === "submenu") return { ...state, level: "main", entry: null };
      return state;
  }
}
