/**
 * The browser entry, kept small: the server's page already works without JavaScript, so React and the
 * page's code are fetched only when the main thread is idle or the visitor starts using the page.
 */
import { BOOT_GLOBAL, type BootData } from "../content/page";
import { scheduleHydration, type Connection } from "./hydration/schedule";
import { reloadAfterChunkFailure } from "./navigation/chunk-reload";
import { registerServiceWorker } from "./service-worker/register";
import { silenceConsole } from "./silence-console";
import "./styles/site.css";

silenceConsole(console);

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (boot) {
  scheduleHydration(() => {
    // React DOM is evaluated on its own, then the site's modules in a later task: one long task becomes two shorter.
    import("react-dom/client")
      .then(nextTask)
      .then(() => import("./hydration/hydrate"))
      .then(({ hydrate }) => hydrate(boot))
      .catch((error: unknown) => {
        // Usually a deploy replaced the hashed chunks: a fresh document knows the new names.
        if (!reloadAfterChunkFailure()) console.error("The page's scripts did not load:", error);
      });
  }, window, (navigator as { connection?: Connection }).connection);
}
registerServiceWorker();
