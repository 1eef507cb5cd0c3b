/** Dynamics layout: the default chrome, with room for an embedded banner. */
import type { ReactNode } from "react";
import { SiteFooter } from "../components/chrome/SiteFooter";
import { SiteHeader } from "../components/chrome/SiteHeader";

export function DynamicsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="contenu" className="page page--dynamics">{children}</main>
      <SiteFooter />
    </>
  );
}
