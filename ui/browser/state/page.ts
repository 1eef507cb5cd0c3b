/** Atoms of what the edge sent the islands: the chrome's data, the page's address and route, locale, config, device and preview. */
import { atom, createStore } from "jotai";
import type { BootData, IslandChrome, PageRef } from "../../../contract/page";

const NO_CHROME: IslandChrome = { settings: null, navbar: [], campuses: [], events: [] };
const NO_PAGE: PageRef = { path: "/", route: null };

export const bootAtom = atom<BootData | null>(null);
bootAtom.debugLabel = "boot";
/** Settings, menus, campuses and next events, as the edge loaded them. */
export const chromeAtom = atom((get) => get(bootAtom)?.chrome ?? NO_CHROME);
chromeAtom.debugLabel = "chrome";
export const configAtom = atom((get) => get(bootAtom)?.config);
configAtom.debugLabel = "config";
export const deviceAtom = atom((get) => get(bootAtom)?.device ?? "desktop");
deviceAtom.debugLabel = "device";
/** An editor previews drafts: set by the edge for the whole visit. */
export const previewAtom = atom((get) => get(bootAtom)?.preview ?? false);
previewAtom.debugLabel = "preview";
/** The page on screen as the islands know it: its address, route and other-language addresses. */
export const pageAtom = atom((get) => get(bootAtom)?.page ?? NO_PAGE);
pageAtom.debugLabel = "page";
export const localeAtom = atom((get) => get(bootAtom)?.locale ?? "fr");
localeAtom.debugLabel = "locale";

/** The one store of the islands: per request on the server, once per document in the browser. */
export function createIslandStore(boot: BootData) {
  const store = createStore();
  store.set(bootAtom, boot);
  return store;
}
