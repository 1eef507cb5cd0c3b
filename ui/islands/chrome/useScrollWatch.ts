/** Follows the window's scroll and width into the scroll state; scrolling down closes the burger. */
import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect } from "react";
import { scrollAtom, sidebarActionAtom, sidebarAtom } from "../state/chrome";
import { deviceAtom } from "../state/page";
import { nextScroll, sameScroll } from "./rules/scroll";

export function useScrollWatch() {
  const store = useStore();
  const device = useAtomValue(deviceAtom);
  const dispatch = useSetAtom(sidebarActionAtom);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const prev = store.get(scrollAtom);
      const { state, closeBurger } = nextScroll(prev, {
        y: window.scrollY,
        width: window.innerWidth,
        device,
        burgerOpen: store.get(sidebarAtom).open,
      });
      if (closeBurger) dispatch({ type: "close" });
      // Only the derived flags re-render the chrome; the raw position is kept for the next comparison.
      store.set(scrollAtom, sameScroll(prev, state) ? { ...prev, y: state.y } : state);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [store, device, dispatch]);
}
