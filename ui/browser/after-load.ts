/**
 * Work that must never compete with the page's own text and images: run once the page has loaded and the browser is
 * idle (at most 2 s later), and when there is much of it, a slice per idle period so that no task runs long enough to
 * delay a tap.
 */
const IDLE_TIMEOUT_MS = 2000;
/**
 * How long after load the work waits before it asks for idle time: a visitor's first tap often comes as the page
 * finishes loading, and the browser's first idle period comes at once then, so the work's first slices met that tap.
 */
export const QUIET_AFTER_LOAD_MS = 1000;
/**
 * The same, for a page rendered ahead, counted from its activation, and for a page restored from the back/forward
 * cache, from its pageshow. A page loaded over the network has been on screen for a second or two when its load event
 * comes; these are on screen from that moment, their load long past. Counted from there, a second let the work meet the
 * visitor's first gestures on it, a quick back among them.
 */
export const QUIET_AFTER_ACTIVATION_MS = 2500;
/** A slice's length: well under the 50 ms from which a task is long, even on a phone's slower CPU. */
export const SLICE_MS = 10;

type IdleWindow = Pick<Window, "setTimeout" | "performance"> & Partial<Pick<Window, "requestIdleCallback">>;

export const whenIdle = (win: IdleWindow, run: () => void) =>
  win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(run, 0);

const afterQuietAndIdle = (win: IdleWindow, quietMs: number, run: () => void) => win.setTimeout(() => whenIdle(win, run), quietMs);

/**
 * In a page rendered ahead (prerendered), load and idle time come before the visitor sees it: its first frames are at
 * its activation, and work let loose then (a new page's rules prerendered at once, the offline worker's registration,
 * which Chromium holds until then) competed with them. So its "after load" starts at its activation.
 */
export function whenLoadedAndIdle(doc: Document, win: Window, run: () => void) {
  const prerendering = (doc as { prerendering?: boolean }).prerendering === true;
  const quietMs = prerendering ? QUIET_AFTER_ACTIVATION_MS : QUIET_AFTER_LOAD_MS;
  const quietThenIdle = () => afterQuietAndIdle(win, quietMs, run);
  const afterLoad = () => {
    if (doc.readyState === "complete") quietThenIdle();
    else win.addEventListener("load", quietThenIdle, { once: true });
  };
  if (prerendering) doc.addEventListener("prerenderingchange", afterLoad, { once: true });
  else afterLoad();
}

/**
 * In a page restored from the back/forward cache, from its pageshow: the quiet time of a page just shown, then idle
 * time. Called off when the page goes back into the cache first: its timer, frozen with it, would fire at once on the
 * next restore, in the very first frames the wait is there to leave alone.
 */
export function whenRestoredAndIdle(win: IdleWindow & Pick<Window, "addEventListener" | "removeEventListener">, run: () => void) {
  let hidden = false;
  const hide = () => (hidden = true);
  win.addEventListener("pagehide", hide, { once: true });
  afterQuietAndIdle(win, QUIET_AFTER_ACTIVATION_MS, () => {
    win.removeEventListener("pagehide", hide);
    if (!hidden) run();
  });
}

/** Runs each step in order, as many as fit in SLICE_MS per idle period (at least one), the rest at the next one. */
export function inIdleSlices(win: IdleWindow, steps: (() => void)[]) {
  const left = [...steps];
  const slice = () => {
    const until = win.performance.now() + SLICE_MS;
    do left.shift()?.();
    while (left.length > 0 && win.performance.now() < until);
    if (left.length > 0) whenIdle(win, slice);
  };
  if (left.length > 0) whenIdle(win, slice);
}
