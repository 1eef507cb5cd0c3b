/** The state of a refresh of the current page's content, which the loading bar island watches (a page change sets the bar itself: navigation/page-change.ts). */
import { atom } from "jotai";

type NavigationStatus = "idle" | "loading" | "failed";
export const navigationAtom = atom<{ status: NavigationStatus; count: number }>({ status: "idle", count: 0 });

/** Bumped to ask the runtime to refresh the current page's content (on reconnection). */
export const refreshRequestAtom = atom(0);
