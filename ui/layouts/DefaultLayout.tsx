/** Default layout: navbar, page, footer. */
import type { ReactNode } from "react";
import { SiteFooter } from "../components/chrome/SiteFooter";
import { SiteHeader } from "../components/chrome/SiteHeader";

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="contenu" className="page">{children}</main>
      <SiteFooter />
    </>
  );
}
