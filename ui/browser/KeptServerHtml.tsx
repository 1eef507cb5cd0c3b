/**
 * An element whose content the server rendered and no script needs yet (menu links, mostly): React leaves that
 * content as it is while the page hydrates, which spares a phone most of its hydration work, and renders the
 * content itself from the first time `live` is true. Mounted after hydration, it is an ordinary element.
 */
import { createElement, useState, type HTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "./IslandRoot";

interface Props extends HTMLAttributes<HTMLElement> {
  as: "div" | "nav";
  /** React takes the content over from now on (the visitor is about to use it). */
  live?: boolean;
  children: ReactNode;
}

/** React does not hydrate inside an element that sets its own inner HTML, and leaves it as it is while the value stays the same. */
const SERVER_CONTENT = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true };

export function KeptServerHtml({ as, live = false, children, ...props }: Props) {
  const hydrated = useHydrated();
  const [kept, setKept] = useState(() => typeof document !== "undefined" && !hydrated);
  if (kept && live) setKept(false);
  // A new key when React takes over: a fresh element, rather than React's children after the server's.
  return kept && !live
    ? createElement(as, { ...props, key: "server", ...SERVER_CONTENT })
    : createElement(as, { ...props, key: "react" }, children);
}
