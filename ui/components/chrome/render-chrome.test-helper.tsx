/** Test helper: renders a chrome component to HTML with a site store built from a boot of our choosing. */
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BootData, PublicConfig } from "../../boot";
import { createSiteStore } from "../../state/site";

export function renderChrome(node: ReactNode, config: Partial<PublicConfig>, path = "/") {
  const boot = {
    assets: { styles: [], modulePreloads: [] },
    site: { settings: null, navbar: [], footer: [], campuses: [], events: [] },
    page: { path, route: null, layout: "default", head: { title: "" }, data: null, error: null },
    config: config as PublicConfig,
    locale: "fr",
    device: "desktop",
  } satisfies BootData;
  return renderToStaticMarkup(<Provider store={createSiteStore(boot)}>{node}</Provider>);
}
