/**
 * Pop-in state: the pure transitions of core/popin.ts held in jotai. The first value comes
 * from the edge (a pop-in opened without JavaScript); the lookups the transitions ask for run through /api.
 */
import { atom, type Getter, type Setter } from "jotai";
import type { PopinAction } from "../../../core/constants";
import { closedPopin, popinTransition, type PopinEvent, type PopinState } from "../../../core/popin";
import { runPopinLoad } from "../popin/lookups";
import { bootAtom, localeAtom, pageAtom } from "./page";

const changedAtom = atom<PopinState | null>(null);

/** The whole pop-in state: the edge's until the first event. */
export const popinStateAtom = atom((get) => get(changedAtom) ?? get(bootAtom)?.popin ?? closedPopin());

/** Applies an event, then runs the lookups it asks for and applies their answers in turn. */
function apply(get: Getter, set: Setter, event: PopinEvent) {
  const { state, loads } = popinTransition(get(popinStateAtom), event);
  set(changedAtom, state);
  // Not set(dispatchPopinAtom): an atom setting itself only stores a value, it does not run its write again.
  for (const load of loads) void runPopinLoad(load, get(localeAtom), get(bootAtom)?.config.CONSENT_REQUIRED ?? true).then((answer) => answer && apply(get, set, answer));
}

export const dispatchPopinAtom = atom(null, (get, set, event: PopinEvent) => apply(get, set, event));

/** Opens the pop-in for an action; the current route decides the starting choices. */
export const openPopinAtom = atom(null, (get, set, action: PopinAction) => {
  const route = get(pageAtom)?.route ?? null;
  set(dispatchPopinAtom, { type: "open", action, route });
});
