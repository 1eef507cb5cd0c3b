/** A dynamics page's fixed banner: its height kept in `--banner-offset` on the page, again on resize (debounced 200 ms). */
import { BANNER_RESIZE_DEBOUNCE_MS } from "../../core/constants";
import { debounce } from "./debounce";

export function keepBannerOffset(doc: Document, win: Window) {
  const main = doc.querySelector<HTMLElement>("main.page--dynamics");
  if (!main) return;
  const measure = () => main.style.setProperty("--banner-offset", `${main.querySelector<HTMLElement>("[data-banner]")?.offsetHeight ?? 0}px`);
  measure();
  win.addEventListener("resize", debounce(measure, BANNER_RESIZE_DEBOUNCE_MS));
}
