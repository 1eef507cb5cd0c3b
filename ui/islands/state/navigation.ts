/** The state of client navigations, which the loading bar and the scroll behaviour watch. */
import { atom } from "jotai";

export type NavigationStatus = "idle" | "loading" | "failed";
/** A visit goes to a new page (and scrolls); a refresh reloads the current page's data in place. */
export type NavigationKind = "visit" | "refresh";

export const navigationAtom = atom<{ status: NavigationStatus; count: number; kind: NavigationKind }>({
  status: "idle",
  count: 0,
  kind: "visit",
});

/** Bumped to ask the client router to refresh the current page's data (on reconnection). */
export const refreshRequestAtom = atom(0);
