/** The page loading bar: appears 200 ms into a navigation, runs over 5 s, hides 500 ms after the end; red on failure. */
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { LOADING_BAR } from "../../../../core/constants";
import { navigationAtom } from "../../state/navigation";

type Phase = "hidden" | "running" | "done" | "failed";

export function LoadingBar() {
  const { status, count } = useAtomValue(navigationAtom);
  const [phase, setPhase] = useState<Phase>("hidden");

  useEffect(() => {
    if (count === 0) return;
    if (status === "loading") {
      const start = setTimeout(() => setPhase("running"), LOADING_BAR.throttleMs);
      return () => clearTimeout(start);
    }
    // A quick success never shows the bar; a failure always does.
    setPhase((current) => (status === "failed" ? "failed" : current === "hidden" ? "hidden" : "done"));
    const hide = setTimeout(() => setPhase("hidden"), LOADING_BAR.hideDelayMs);
    return () => clearTimeout(hide);
  }, [status, count]);

  // Its 5 s run is the stylesheet's (--loading-duration, from the same constant).
  return (
    <div className="loading-bar" data-phase={phase} aria-hidden="true">
      <div className="loading-bar__fill" />
    </div>
  );
}
