/** Default layout: navbar, sidebar, page, mobile bottom call-to-action bar, footer, to-top arrow. */
import type { ReactNode } from "react";
import { SiteFrame } from "./SiteFrame";

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame mainClassName="page" ctaBar>
      {children}
    </SiteFrame>
  );
}
