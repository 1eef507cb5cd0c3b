/**
 * The marketing origin for client navigations: the edge records page loads, but a navigation inside
 * the app never reaches its tracking stage, so a page reached with utm parameters is recorded here,
 * by the same rule and into the same cookies.
 */
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { marketingOrigin, readCookies, replacesStoredOrigin, trackingCookies } from "../../../core/origin";
import { pageAtom } from "../../state/page";

export function useOriginTracking() {
  const page = useAtomValue(pageAtom);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const here = location.href;
    const from = previous.current;
    previous.current = here;
    // The first page was the edge's to record; later ones came from a page of ours (the referrer).
    if (from === null) return;
    const found = marketingOrigin(here, from);
    if (!replacesStoredOrigin(found, readCookies(document.cookie))) return;
    for (const cookie of trackingCookies(found, location.protocol === "https:")) document.cookie = cookie;
  }, [page]);
}
