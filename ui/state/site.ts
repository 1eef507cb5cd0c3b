/** Atoms of what the edge rendered: the site's chrome data, the current page, locale and config. */
import { atom, createStore } from "jotai";
import type { BootData, PageState } from "../boot";

export const bootAtom = atom<BootData | null>(null);
export const siteAtom = atom((get) => get(bootAtom)?.site ?? { settings: null });
export const configAtom = atom((get) => get(bootAtom)?.config);
export const assetsAtom = atom((get) => get(bootAtom)?.assets ?? { styles: [], modulePreloads: [] });
export const localeAtom = atom<BootData["locale"]>("fr");

/** The page on screen; client navigations replace it. */
export const pageAtom = atom<PageState | null>(null);

/** One store per render: per request on the server, once in the browser. */
export function createSiteStore(boot: BootData) {
  const store = createStore();
  store.set(bootAtom, boot);
  store.set(localeAtom, boot.locale);
  store.set(pageAtom, boot.page);
  return store;
}
