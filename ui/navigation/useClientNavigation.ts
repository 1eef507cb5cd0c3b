/** After hydration, page links and back/forward render on the client from /_data, without a reload; in-page anchors only scroll. */
import { useSetAtom, useStore } from "jotai";
import { useEffect } from "react";
import { navigationAtom, refreshRequestAtom, type NavigationKind } from "../state/navigation";
import { localeAtom, pageAtom } from "../state/page";
import { splitLocale } from "../../core/locale";
import { errorPage } from "../../content/error-page";
import { focusAnchor, scrollToHash } from "./anchor-scroll";
import { fetchPage } from "./fetch-page";
import { internalTarget } from "./internal-link";

export function useClientNavigation() {
  const store = useStore();
  const setNavigation = useSetAtom(navigationAtom);

  useEffect(() => {
    history.scrollRestoration = "manual";
    let current: AbortController | null = null;
    /** The path and query of the page on screen: back or forward within it is only a change of anchor. */
    const onScreen = () => location.pathname + location.search;
    let shown = onScreen();

    const go = async (target: string, push: boolean, kind: NavigationKind = "visit") => {
      current?.abort();
      const controller = (current = new AbortController());
      if (push) history.pushState(null, "", target);
      shown = onScreen();
      setNavigation((n) => ({ status: "loading", count: n.count + 1, kind }));
      try {
        const page = await fetchPage(target, store.get(localeAtom), controller.signal);
        if (controller.signal.aborted) return;
        // A redirect followed on the way may have replaced the address.
        shown = onScreen();
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
        location.href,
      );
      if (!target) return;
      // The other language is a whole new document: its chrome (menus, settings) is in that language.
      if (target.kind === "page" && splitLocale(new URL(target.path, location.origin).pathname).locale !== store.get(localeAtom)) return;
      event.preventDefault();
      if (target.kind === "page") {
        void go(target.path, true);
        return;
      }
      // The address keeps the page's path and gains the anchor; nothing is fetched.
      if (target.hash !== location.hash) history.pushState(null, "", target.hash || onScreen());
      const found = scrollToHash(target.hash, "smooth");
      if (found) focusAnchor(found);
    };
    const onPop = () => {
      if (onScreen() === shown) {
        scrollToHash(location.hash, "smooth");
        return;
      }
      void go(onScreen() + location.hash, false);
    };
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
