/** Renders a chrome component to HTML with a page store built from a boot of our choosing. */
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PublicConfig } from "../../content/config";
import type { BootData } from "../../content/page";
import { createPageStore } from "../../ui/state/page";

export function renderChrome(node: ReactNode, config: Partial<PublicConfig>, path = "/") {
  const boot = {
    assets: { styles: [], modulePreloads: [] },
    chrome: { settings: null, navbar: [], footer: [], campuses: [], events: [] },
    page: { path, route: null, layout: "default", head: { title: "" }, data: null, error: null },
    config: config as PublicConfig,
    locale: "fr",
    device: "desktop",
    preview: false,
  } satisfies BootData;
  return renderToStaticMarkup(<Provider store={createPageStore(boot)}>{node}</Provider>);
}
