/** 100 ms after a client navigation, scroll smoothly to the top, or to the hash anchor less 250 px. */
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { SCROLL_AFTER_NAVIGATION_MS } from "../../../core/constants";
import { scrollToHash } from "../../navigation/anchor-scroll";
import { navigationAtom } from "../../state/navigation";

export function useScrollAfterNavigation() {
  const { status, count, kind } = useAtomValue(navigationAtom);

  useEffect(() => {
    if (count === 0 || status === "loading" || kind !== "visit") return;
    const timer = setTimeout(() => scrollToHash(location.hash, "smooth"), SCROLL_AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [status, count, kind]);
}
