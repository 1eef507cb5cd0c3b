/** Server-only atoms of a document: the page's content, the footer and the build's files, which never reach the browser. */
import { atom } from "jotai";
import { bootOf } from "./boot";
import type { AssetLinks, DocumentData, PageState } from "../../contract/page";
import type { Menu } from "../../contract/model/menus";
import type { Qualiopi } from "../../contract/model/qualiopi";
import type { IslandName } from "../browser/names";
import { createIslandStore } from "../browser/state/page";

/** The page on screen, content included. */
export const pageContentAtom = atom<PageState | null>(null);
pageContentAtom.debugLabel = "pageContent";
export const footerAtom = atom<Menu>([]);
footerAtom.debugLabel = "footer";
/** The settings' Qualiopi certificate: the footer shows its mark on institutional pages. */
export const qualiopiAtom = atom<Qualiopi | null>(null);
qualiopiAtom.debugLabel = "qualiopi";
export const assetsAtom = atom<AssetLinks>({ styles: [], islandChunks: [] });
assetsAtom.debugLabel = "assets";

/** Each island's server HTML, rendered on its own so its React ids match the browser's root. */
export const islandMarkupAtom = atom<Partial<Record<IslandName, string>>>({});
islandMarkupAtom.debugLabel = "islandMarkup";

/** One store per request: the islands' atoms from the boot data, and the server's own beside them. */
export function createDocumentStore(data: DocumentData) {
  const store = createIslandStore(bootOf(data));
  store.set(pageContentAtom, data.page);
  store.set(footerAtom, data.chrome.footer);
  store.set(qualiopiAtom, data.chrome.settings?.qualiopi ?? null);
  store.set(assetsAtom, data.assets);
  return store;
}
