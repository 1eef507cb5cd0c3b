/** What the islands share once the first one wakes: the one store, React's hydration and the refresh of the page's content. */
import type { BootData } from "../../contract/page";
import { hydrateIsland } from "./hydrate";
import type { IslandName } from "./names";
import { navigationAtom, refreshRequestAtom } from "./state/navigation";
import { createIslandStore } from "./state/page";

export type Runtime = ReturnType<typeof startRuntime>;

export function startRuntime(boot: BootData, doc: Document, win: Window, wake: (name: IslandName) => void, failed: (name: IslandName, failure: "throw") => void) {
  const store = createIslandStore(boot);

  /** Reloads the page's content in place; a failure marks the bar failed and shows the error page the edge (or the offline worker) answered. */
  const refresh = async () => {
    wake("loading-bar");
    store.set(navigationAtom, (n) => ({ status: "loading", count: n.count + 1 }));
    let ok = false;
    try {
      const response = await fetch(win.location.href, { headers: { accept: "text/html" } });
      const next = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("main#contenu");
      if (next) doc.querySelector("main#contenu")?.replaceWith(next);
      ok = response.ok && next !== null;
    } catch (error) {
      console.warn("Refresh failed", error);
    }
    store.set(navigationAtom, (n) => ({ ...n, status: ok ? "idle" : "failed" }));
  };
  store.sub(refreshRequestAtom, () => void refresh());

  return {
    hydrate: (element: HTMLElement, name: IslandName) => hydrateIsland(element, name, store, () => failed(name, "throw")),
  };
}
