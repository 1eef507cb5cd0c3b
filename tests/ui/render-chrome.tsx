/** Renders a chrome component to HTML with an island store built from a boot of our choosing. */
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Alternates, BootData, PublicConfig } from "../../contract/page";
import type { Locale } from "../../core/constants";
import { createIslandStore } from "../../ui/islands/state/page";

/** `page`: the page's language and its addresses in each language (French, none, by default). */
export function renderChrome(node: ReactNode, config: Partial<PublicConfig>, path = "/", page: { locale?: Locale; alternates?: Alternates } = {}) {
  const boot = {
    chrome: { settings: null, navbar: [], campuses: [], events: [] },
    page: { path, route: null, alternates: page.alternates },
    config: config as PublicConfig,
    locale: page.locale ?? "fr",
    device: "desktop",
    preview: false,
  } satisfies BootData;
  return renderToStaticMarkup(<Provider store={createIslandStore(boot)}>{node}</Provider>);
}
