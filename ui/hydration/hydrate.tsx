/** Hydrates the document the edge rendered, from the data it embedded, in slices React can interrupt. */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "../App";
import type { BootData } from "../../content/page";
import { loadPage } from "../pages/registry";
import { createPageStore } from "../state/page";

export async function hydrate(data: BootData) {
  if (data.page.route && !data.page.error) await loadPage(data.page.route.name);
  // In a transition React hydrates one Suspense region at a time and yields to input between them.
  startTransition(() => {
    hydrateRoot(document, <App store={createPageStore(data)} />);
  });
}
