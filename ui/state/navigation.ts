/** The state of client navigations, which the loading bar and the scroll behaviour watch. */
import { atom } from "jotai";

export type NavigationStatus = "idle" | "loading" | "failed";

export const navigationAtom = atom<{ status: NavigationStatus; count: number }>({ status: "idle", count: 0 });
