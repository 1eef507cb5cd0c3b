/** Scrolling to an anchor of the page: 250 px below the top so the fixed bars never cover it, focus following. */
import { anchorScrollTop } from "../components/chrome/rules/scroll";

/** The element a hash names, if the page has it. */
export function anchorOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Scrolls to the hash's anchor, or to the top when the page has none. */
export function scrollToHash(hash: string, behavior: ScrollBehavior) {
  const anchor = anchorOf(hash);
  const top = anchor ? anchorScrollTop(anchor.getBoundingClientRect().top, window.scrollY) : 0;
  window.scrollTo({ top, behavior });
  return anchor;
}

/**
 * Moves focus to the anchor, as the browser does for a followed fragment, so the next Tab continues
 * from there; an element that cannot take focus gets it for as long as it keeps it.
 */
export function focusAnchor(anchor: HTMLElement) {
  if (!anchor.hasAttribute("tabindex") && anchor.tabIndex < 0) {
    anchor.setAttribute("tabindex", "-1");
    anchor.addEventListener("blur", () => anchor.removeAttribute("tabindex"), { once: true });
  }
  anchor.focus({ preventScroll: true });
}
