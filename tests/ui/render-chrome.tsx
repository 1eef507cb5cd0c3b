/** Renders a chrome component to HTML with an island store built from a boot of our choosing. */
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Alternates, BootData, PublicConfig } from "../../contract/page";
import type { Locale } from "../../core/constants";
import type { RouteMatch } from "../../core/routes";
import { createIslandStore } from "../../ui/browser/state/page";

type Store = ReturnType<typeof createIslandStore>;

/**
 * `page`: the page's language, its addresses in each language (French, none, by default) and its route (none);
 * `prepare` sets the server's own atoms on the store before the render.
 */
export function renderChrome(
  node: ReactNode,
  config: Partial<PublicConfig>,
  path = "/",
  page: { locale?: Locale; alternates?: Alternates; route?: RouteMatch } = {},
  prepare: (store: Store) => void = () => {},
) {
  const boot = {
    chrome: { settings: null, navbar: [], campuses: [], events: [] },
    page: { path, route: page.route ?? null, alternates: page.alternates },
    config: config as PublicConfig,
    locale: page.locale ?? "fr",
    device: "desktop",
    preview: false,
  } satisfies BootData;
  const store = createIslandStore(boot);
  prepare(store);
  return renderToStaticMarkup(<Provider store={store}>{node}</Provider>);
}
