/** Follows the window's scroll and width into the scroll state; the visitor scrolling down closes the burger. */
import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect } from "react";
import { scrollAtom, sidebarActionAtom, sidebarAtom } from "../../state/chrome";
import { deviceAtom } from "../../state/page";
import { SCROLL_MOTION_GAP_MS } from "../../../../core/constants";
import { nextScroll, sameScroll } from "../../chrome/rules/scroll";

export function useScrollWatch() {
  const store = useStore();
  const device = useAtomValue(deviceAtom);
  const dispatch = useSetAtom(sidebarActionAtom);

  useEffect(() => {
    let frame = 0;
    let lastScrollAt = Number.NEGATIVE_INFINITY;
    // A motion lasts until the browser says it has ended (scrollend), not until frames come slower than a gap: on a
    // busy phone a fling's frames can be further apart than the gap, and its inertia would close the burger. Browsers
    // without scrollend end it after a pause.
    let scrolling = false;
    const endsWithEvent = "onscrollend" in window;
    // Whether the scroll in motion now was already moving when the burger opened.
    let motionFromBeforeOpening = false;
    const inMotion = (now: number) => (endsWithEvent ? scrolling : now - lastScrollAt < SCROLL_MOTION_GAP_MS);
    let wasOpen = store.get(sidebarAtom).open;
    // Only the opening counts: moving between its levels is no new opening.
    const unsubscribe = store.sub(sidebarAtom, () => {
      const { open } = store.get(sidebarAtom);
      if (open && !wasOpen) motionFromBeforeOpening = inMotion(performance.now());
      wasOpen = open;
    });
    const update = () => {
      frame = 0;
      const prev = store.get(scrollAtom);
      const { state, closeBurger } = nextScroll(prev, {
        y: window.scrollY,
        width: window.innerWidth,
        device,
        burgerOpen: store.get(sidebarAtom).open,
        motionFromBeforeOpening,
      });
      if (closeBurger) dispatch({ type: "close" });
      // Only the derived flags re-render the chrome; the raw position is kept for the next comparison.
      store.set(scrollAtom, sameScroll(prev, state) ? { ...prev, y: state.y } : state);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onScroll = () => {
      const now = performance.now();
      // A pause ends the motion: the next scroll is the visitor's own.
      if (!inMotion(now)) motionFromBeforeOpening = false;
      lastScrollAt = now;
      scrolling = true;
      schedule();
    };
    const onScrollEnd = () => {
      scrolling = false;
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", onScrollEnd, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("scrollend", onScrollEnd);
      window.removeEventListener("resize", schedule);
    };
  }, [store, device, dispatch]);
}
