/**
 * The to-top arrow, without React: shown once the page leaves the top, it scrolls smoothly back up. A phone visitor's
 * first gesture is a scroll; as an island, the arrow loaded and ran React then, on the main thread their next tap needs.
 */
import { awayFromTop } from "./chrome/rules/scroll";

export function keepToTop(doc: Document, win: Window) {
  const arrow = doc.querySelector<HTMLButtonElement>("button.to-top");
  if (!arrow) return;
  let shown = false;
  let frame = 0;
  const update = () => {
    frame = 0;
    const away = awayFromTop(win.scrollY);
    if (away === shown) return;
    shown = away;
    arrow.classList.toggle("to-top--shown", away);
    // Hidden, it is out of the tab order and of what a screen reader reads.
    arrow.setAttribute("aria-hidden", String(!away));
    arrow.tabIndex = away ? 0 : -1;
  };
  win.addEventListener("scroll", () => (frame ||= win.requestAnimationFrame(update)), { passive: true });
  arrow.addEventListener("click", () => win.scrollTo({ top: 0, behavior: "smooth" }));
  update();
}
