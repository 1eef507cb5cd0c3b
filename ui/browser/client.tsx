/**
 * The browser entry, small: the page is the edge's HTML and its first taps are answered by the platform. It wires
 * what wakes each island (hydrated only when needed), the loading bar of page changes and the to-top arrow (no island
 * needed), the locale cookie, the dynamics banner's offset, and once the page has loaded and the browser is idle, the
 * islands' prefetch, the field data and the pages fetched ahead (speculation rules); the offline worker. React and
 * the store load with the first island that wakes. An island that fails to load or throws is told to the edge.
 */
import { BOOT_GLOBAL, type BootData } from "../../contract/page";
import { whenLoadedAndIdle } from "./after-load";
import { keepBannerOffset } from "./banner-offset";
import { beaconContext, reportIslandFailure } from "./field-data/beacon";
import { supportInvokerCommands } from "./invoker-commands";
import { keepLocaleCookie } from "./locale-cookie";
import { prefetchIslandChunks } from "./prefetch-chunks";
import { reloadAfterChunkFailure } from "./navigation/chunk-reload";
import { watchPageChanges } from "./navigation/page-change";
import { addSpeculationRules } from "./navigation/speculation";
import type { Runtime } from "./runtime";
import { registerServiceWorker } from "./service-worker-register";
import { silenceConsole } from "./silence-console";
import { keepToTop } from "./to-top";
import type { IslandName } from "./names";
import { islandWaker, listenForWakes } from "./wake";
import "../styles/site.css";

silenceConsole(console);
supportInvokerCommands(document);
keepBannerOffset(document, window);
keepToTop(document, window);

const boot = (window as unknown as Record<string, BootData | undefined>)[BOOT_GLOBAL];
if (boot) {
  const context = beaconContext(boot, window);
  const failed = (island: IslandName, failure: "load" | "throw") => reportIslandFailure(window, context, island, failure);
  let runtime: Promise<Runtime> | undefined;
  /** Runs `use` once the runtime has loaded; answers whether all went well (a failure for an island is told to the edge). */
  const withRuntime = (use: (runtime: Runtime) => unknown, island?: IslandName): Promise<boolean> => {
    runtime ??= import("./runtime").then(
      ({ startRuntime }) => startRuntime(boot, document, window, wake, failed),
      (error: unknown) => {
        runtime = undefined; // loaded again at the next need, not lost for the page's life
        throw error;
      },
    );
    return runtime.then(use).then(
      () => true,
      (error: unknown) => {
        if (island) failed(island, "load");
        // Usually a deploy replaced the hashed chunks: a fresh document knows the new names.
        if (!reloadAfterChunkFailure()) console.error("The page's scripts did not load:", error);
        return false;
      },
    );
  };
  const wake = islandWaker(document, (element, name) => withRuntime((r) => r.hydrate(element, name), name));
  listenForWakes(wake, document, window, boot.device);
  watchPageChanges(document, window);
  keepLocaleCookie(document, boot.locale);
  whenLoadedAndIdle(document, window, () => {
    prefetchIslandChunks(document, window);
    // Measuring is not worth a reload or an error: a module that did not load leaves this page view unmeasured.
    import("./field-data/vitals").then(({ measureVitals }) => measureVitals(document, window, context), () => {});
  });
}
// After the locale cookie is written: Chromium drops a prefetched page when the site's cookies change before the tap.
// Never in an editor's preview: its pages are read from the CMS each time, and a page fetched ahead renews the preview
// cookie, even after the editor has left preview.
if (!boot?.preview) addSpeculationRules(document, window);
registerServiceWorker(document, window);
