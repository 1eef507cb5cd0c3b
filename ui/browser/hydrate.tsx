/** Hydrates one island over its server HTML, under the shared store, in a transition React can interrupt. */
import { startTransition } from "react";
import type { createStore } from "jotai";
import { IslandRoot } from "./IslandRoot";
import { islandIdPrefix, type IslandName } from "./names";
import { islandComponents } from "./registry";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let reactDom: Promise<typeof import("react-dom/client")> | undefined;

/** `threw` is told when the island's components throw, while hydrating or after; the error is reported as React would. */
export async function hydrateIsland(element: HTMLElement, name: IslandName, store: ReturnType<typeof createStore>, threw: () => void) {
  // React DOM is evaluated in a task of its own, the island's module in the next: two short tasks, not one long.
  const first = !reactDom;
  reactDom ??= import("react-dom/client");
  const { hydrateRoot } = await reactDom;
  if (first) await nextTask();
  const Component = await islandComponents[name]();
  const hydrated = () => element.setAttribute("data-hydrated", "");
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot store={store} onHydrated={hydrated}>
        <Component />
      </IslandRoot>,
      {
        identifierPrefix: islandIdPrefix(name),
        onUncaughtError: (error) => {
          threw();
          reportError(error);
        },
      },
    );
  });
}
