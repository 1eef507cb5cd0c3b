/** Pop-in state (spec §3): which action it was opened for, and whether it is open. */
import { atom } from "jotai";
import type { PopinAction } from "../../core/constants";

export const popinAtom = atom<{ open: boolean; action: PopinAction }>({ open: false, action: "brochure" });

export const openPopinAtom = atom(null, (_get, set, action: PopinAction) => set(popinAtom, { open: true, action }));
