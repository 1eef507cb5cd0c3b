/**
 * The browser entry, small: the page is the edge's HTML and its first taps are answered by the platform. It wires
 * what wakes each island (hydrated only when needed), the loading bar of page changes, the locale cookie, the
 * dynamics banner's offset, the islands' prefetch after load and the offline worker. React and the store load with
 * the first island that wakes.
 */
import { BOOT_GLOBAL, type BootData } from "../../content/page";
import { keepBannerOffset } from "./banner-offset";
import { supportInvokerCommands } from "./invoker-commands";
import { keepLocaleCookie } from "./locale-cookie";
import { prefetchIslandChunks } from "./prefetch-chunks";
import { reloadAfterChunkFailure } from "./navigation/chunk-reload";
import { watchPageChanges } from "./navigation/page-change";
import type { Runtime } from "./runtime";
import { registerServiceWorker } from "./service-worker-register";
import { silenceConsole } from "./silence-console";
import { islandWaker, listenForWakes } from "./wake";
import "../styles/site.css";

silenceConsole(console);
supportInvokerCommands(document);
keepBannerOffset(document, window);

const boot = (window as unknown as Record<string, BootData | undefined>)[BOOT_GLOBAL];
if (boot) {
  let runtime: Promise<Runtime> | undefined;
  /** Runs `use` once the runtime has loaded; answers whether all went well. */
  const withRuntime = (use: (runtime: Runtime) => unknown): Promise<boolean> => {
    runtime ??= import("./runtime").then(
      ({ startRuntime }) => startRuntime(boot, document, window, wake),
      (error: unknown) => {
        runtime = undefined; // loaded again at the next need, not lost for the page's life
        throw error;
      },
    );
    return runtime.then(use).then(
      () => true,
      (error: unknown) => {
        // Usually a deploy replaced the hashed chunks: a fresh document knows the new names.
        if (!reloadAfterChunkFailure()) console.error("The page's scripts did not load:", error);
        return false;
      },
    );
  };
  const wake = islandWaker(document, (element, name) => withRuntime((r) => r.hydrate(element, name)));
  listenForWakes(wake, document, window);
  watchPageChanges(
    document,
    window,
    () => {
      void withRuntime((r) => r.leaving());
      wake("loading-bar");
    },
    () => void withRuntime((r) => r.back()),
  );
  keepLocaleCookie(document, boot.locale);
  prefetchIslandChunks(document, window);
}
registerServiceWorker();
