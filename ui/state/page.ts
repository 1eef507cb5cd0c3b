/** Atoms of what the edge rendered: the page on screen, the chrome's data, locale, config, device and preview. */
import { atom, createStore } from "jotai";
import type { BootData, ChromeData, PageState } from "../../content/page";

const NO_CHROME: ChromeData = { settings: null, navbar: [], footer: [], campuses: [], events: [] };

export const bootAtom = atom<BootData | null>(null);
/** Settings, menus, campuses and next events, as the edge loaded them for the first page. */
export const chromeAtom = atom((get) => get(bootAtom)?.chrome ?? NO_CHROME);
export const configAtom = atom((get) => get(bootAtom)?.config);
export const assetsAtom = atom((get) => get(bootAtom)?.assets ?? { styles: [], modulePreloads: [] });
export const deviceAtom = atom((get) => get(bootAtom)?.device ?? "desktop");
/** An editor previews drafts: set by the edge for the whole visit, left only through a full page load. */
export const previewAtom = atom((get) => get(bootAtom)?.preview ?? false);
export const localeAtom = atom<BootData["locale"]>("fr");

/**
 * Set once the whole document is hydrated: the chrome then trades its no-JavaScript markup for the scripted one,
 * all in one transition React can interrupt (a per-component switch would re-render each one synchronously).
 */
export const hydratedAtom = atom(false);

/** The page on screen; client navigations replace it. */
export const pageAtom = atom<PageState | null>(null);

/** One store per render: per request on the server, once in the browser. */
export function createPageStore(boot: BootData) {
  const store = createStore();
  store.set(bootAtom, boot);
  store.set(localeAtom, boot.locale);
  store.set(pageAtom, boot.page);
  return store;
}
