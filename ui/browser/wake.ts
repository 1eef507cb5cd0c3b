/**
 * When each island hydrates: only once the visitor needs it, never at idle. What they tap first is answered by the
 * platform (a dialog, a disclosure, the sidebar as the page's target); the island wakes after that frame is shown.
 */
import type { Device } from "../../core/device";
import { alwaysCompact } from "./chrome/rules/scroll";
import { SIDEBAR_ID } from "./chrome/rules/sidebar";
import { ISLAND_ATTRIBUTE, ISLANDS, type IslandName } from "./names";
import { POPIN_ID } from "./popin/dialog-id";

/** Signs the visitor is using an island (not pointerdown or touchstart: the tap's own answer comes first). */
const INTENT_EVENTS = ["click", "focusin", "keydown", "mouseover"] as const;

const STANDALONE = "(display-mode: standalone)";

type Wake = (name: IslandName) => void;

/**
 * A wake that hydrates each island once, after the next frame is painted. `hydrate` answers whether it worked: after a
 * failure (a chunk lost to a bad connection) the island sleeps again, and the visitor's next intent tries anew.
 */
export function islandWaker(doc: Document, hydrate: (element: HTMLElement, name: IslandName) => Promise<boolean>): Wake {
  const woken = new Set<IslandName>();
  return (name) => {
    if (woken.has(name)) return;
    const element = doc.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
    if (!element) return;
    woken.add(name);
    requestAnimationFrame(() =>
      setTimeout(() => {
        void hydrate(element, name).then((done) => done || woken.delete(name));
      }, 0),
    );
  };
}

/** Listens for what wakes each island; wakes at once those the page opened already (a `?popin=` link, `#sidebar`). */
export function listenForWakes(wake: Wake, doc: Document, win: Window, device: Device) {
  for (const name of ISLANDS) {
    const element = doc.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
    // Not `once`: an island whose chunk failed to load must wake again at the next intent.
    for (const type of INTENT_EVENTS) element?.addEventListener(type, () => wake(name), { passive: true });
  }
  // The pop-in's dialogs open from buttons anywhere on the page: the island follows once one is open.
  const popinOpen = () => doc.querySelector(`#${POPIN_ID} dialog[open]`) !== null;
  doc.addEventListener("toggle", () => popinOpen() && wake("popin"), { capture: true });
  if (popinOpen()) wake("popin");

  const sidebarTargeted = () => win.location.hash === `#${SIDEBAR_ID}`;
  win.addEventListener("hashchange", () => sidebarTargeted() && wake("sidebar"));
  if (sidebarTargeted()) wake("sidebar");

  // Scrolling slides the compact bar in on a wide screen, and scrolling down closes an open burger menu: the header's
  // island does both. Not otherwise: a phone's first gesture is a scroll, and the island would load React then, just
  // before the visitor's tap.
  const burgerOpen = () => doc.querySelector(`#${SIDEBAR_ID}:is(:target, .sidebar--open)`) !== null;
  win.addEventListener("scroll", () => (!alwaysCompact(win.innerWidth, device) || burgerOpen()) && wake("header"), { passive: true });

  // The connection toasts exist only in the installed app.
  if (win.matchMedia?.(STANDALONE).matches) {
    if (!win.navigator.onLine) wake("toasts");
    win.addEventListener("offline", () => wake("toasts"), { once: true });
  }
}
