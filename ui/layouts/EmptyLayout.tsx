/** Empty layout: the page alone. */
import type { ReactNode } from "react";

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="contenu" className="page page--empty" tabIndex={-1}>
      {children}
    </main>
  );
}
