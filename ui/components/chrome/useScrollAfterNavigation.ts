/** 100 ms after a client navigation, scroll smoothly to the top, or to the hash anchor less 250 px. */
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { SCROLL_AFTER_NAVIGATION_MS } from "../../../core/constants";
import { navigationAtom } from "../../state/navigation";
import { anchorScrollTop } from "./rules/scroll";

const anchorOf = (hash: string) => {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

export function useScrollAfterNavigation() {
  const { status, count, kind } = useAtomValue(navigationAtom);

  useEffect(() => {
    if (count === 0 || status === "loading" || kind !== "visit") return;
    const timer = setTimeout(() => {
      const anchor = anchorOf(location.hash);
      const top = anchor ? anchorScrollTop(anchor.getBoundingClientRect().top, window.scrollY) : 0;
      window.scrollTo({ top, behavior: "smooth" });
    }, SCROLL_AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [status, count, kind]);
}
