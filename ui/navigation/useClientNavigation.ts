/** After hydration, page links and back/forward render on the client from /_data, without a reload. */
import { useSetAtom, useStore } from "jotai";
import { useEffect } from "react";
import { navigationAtom, refreshRequestAtom, type NavigationKind } from "../state/navigation";
import { localeAtom, pageAtom } from "../state/page";
import { splitLocale } from "../../core/locale";
import { errorPage } from "../../content/error-page";
import { fetchPage } from "./fetch-page";
import { internalTarget } from "./internal-link";

export function useClientNavigation() {
  const store = useStore();
  const setNavigation = useSetAtom(navigationAtom);

  useEffect(() => {
    history.scrollRestoration = "manual";
    let current: AbortController | null = null;

    const go = async (target: string, push: boolean, kind: NavigationKind = "visit") => {
      current?.abort();
      const controller = (current = new AbortController());
      if (push) history.pushState(null, "", target);
      setNavigation((n) => ({ status: "loading", count: n.count + 1, kind }));
      try {
        const page = await fetchPage(target, store.get(localeAtom), controller.signal);
        if (controller.signal.aborted) return;
        store.set(pageAtom, page);
        setNavigation((n) => ({ ...n, status: page.error ? "failed" : "idle" }));
      } catch (error) {
        if (controller.signal.aborted) return;
        store.set(pageAtom, errorPage(location.pathname, 503, store.get(localeAtom)));
        setNavigation((n) => ({ ...n, status: "failed" }));
        console.warn("Navigation failed", error);
      }
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor) return;
      const target = internalTarget(
        {
          href: anchor.getAttribute("href"),
          target: anchor.getAttribute("target"),
          download: anchor.hasAttribute("download"),
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        },
        location.origin,
      );
      if (!target) return;
      const here = location.pathname + location.search;
      const next = new URL(target, location.origin);
      // The other language is a whole new document: its chrome (menus, settings) is in that language.
      if (splitLocale(next.pathname).locale !== store.get(localeAtom)) return;
      if (next.pathname + next.search === here && next.hash) return;
      event.preventDefault();
      void go(target, true);
    };
    const onPop = () => void go(location.pathname + location.search + location.hash, false);
    const stopRefreshes = store.sub(refreshRequestAtom, () => void go(location.pathname + location.search + location.hash, false, "refresh"));

    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPop);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPop);
      stopRefreshes();
      current?.abort();
    };
  }, [store, setNavigation]);
}
