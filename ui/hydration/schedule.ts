/** When the browser takes over the server's page: at the first idle moment, or at once when the visitor reaches for it. */
import { IDLE_PREFETCH_TIMEOUT_MS } from "../../core/constants";

/** What the Network Information API says of the connection, where the browser has it. */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** A visitor who asked to save data, or on a 2g-class link, gets no work they did not ask for. */
export const isConstrained = (connection: Connection | undefined) =>
  Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? "");

/** Signs the visitor is about to use the page: the scripts are fetched at once rather than waiting for idle. */
export const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin", "mouseover"] as const;

type IdleWindow = Pick<Window, "addEventListener" | "removeEventListener" | "setTimeout"> & {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  document: { readyState: DocumentReadyState };
};

/** Calls start once: on the first intent event, or when the page has loaded and the main thread is idle. */
export function scheduleHydration(start: () => void, win: IdleWindow, connection: Connection | undefined): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, once, { capture: true });
    start();
  };
  for (const type of INTENT_EVENTS) win.addEventListener(type, once, { capture: true, passive: true });
  if (isConstrained(connection)) return;
  let askedForIdle = false;
  const whenIdle = () => {
    if (askedForIdle) return;
    askedForIdle = true;
    if (win.requestIdleCallback) win.requestIdleCallback(once, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    else win.setTimeout(once, 0);
  };
  if (win.document.readyState === "complete") return whenIdle();
  win.addEventListener("load", whenIdle, { once: true });
  // A slow image or frame can hold the load event back for long: the wait for it is bounded.
  win.setTimeout(whenIdle, IDLE_PREFETCH_TIMEOUT_MS);
}
