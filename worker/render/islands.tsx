/** Renders each island on its own, under its id prefix, as the browser will hydrate it: ids and markup then agree. */
import { renderToString } from "react-dom/server";
import { IslandRoot } from "../../ui/browser/IslandRoot";
import { ISLANDS, islandIdPrefix } from "../../ui/browser/names";
import { islandComponents } from "../../ui/browser/registry";
import { islandMarkupAtom, type createDocumentStore } from "../../ui/state/document";

type Store = ReturnType<typeof createDocumentStore>;

export async function renderIslands(store: Store): Promise<void> {
  const components = await Promise.all(ISLANDS.map((name) => islandComponents[name]()));
  const markup = Object.fromEntries(
    ISLANDS.map((name, index) => {
      const Component = components[index]!;
      return [name, renderToString(<IslandRoot store={store}><Component /></IslandRoot>, { identifierPrefix: islandIdPrefix(name) })];
    }),
  );
  store.set(islandMarkupAtom, markup);
}
