/** The state of page changes (a new document on the way, or the current page's content refreshed), which the loading bar watches. */
import { atom } from "jotai";

export type NavigationStatus = "idle" | "loading" | "failed";
/** A visit leaves for a new document; a refresh replaces the current page's content in place. */
export type NavigationKind = "visit" | "refresh";

export const navigationAtom = atom<{ status: NavigationStatus; count: number; kind: NavigationKind }>({
  status: "idle",
  count: 0,
  kind: "visit",
});

/** Bumped to ask the runtime to refresh the current page's content (on reconnection). */
export const refreshRequestAtom = atom(0);
