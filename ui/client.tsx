/** The browser entry: hydrate the document the edge rendered, from the data it embedded. */
import { hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { BOOT_GLOBAL, type BootData } from "../content/page";
import { loadPage } from "./pages/registry";
import { registerServiceWorker } from "./service-worker/register";
import { silenceConsole } from "./silence-console";
import { createPageStore } from "./state/page";
import "./styles/site.css";

silenceConsole(console);

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL];

async function start(data: BootData) {
  if (data.page.route && !data.page.error) await loadPage(data.page.route.name);
  hydrateRoot(document, <App store={createPageStore(data)} />);
}

if (boot) void start(boot);
registerServiceWorker();
