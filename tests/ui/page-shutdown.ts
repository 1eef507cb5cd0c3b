/** Event types that keep the browser from shutting a page down at once: it must give the page's renderer the turn to run their listeners first. */
export const HOLDING_SHUTDOWN = ["pagehide", "visibilitychange", "unload", "beforeunload"];
