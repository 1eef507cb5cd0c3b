/**
 * Dynamics layout: navbar, sidebar, page, to-top, footer, with extra space when a banner is shown. A page marks its
 * (fixed) banner with `data-banner`; the client entry measures it into `--banner-offset` (ui/browser/banner-offset.ts).
 */
import type { ReactNode } from "react";
import { SiteFrame } from "./SiteFrame";

export function DynamicsLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame mainClassName="page page--dynamics" ctaBar={false}>
      {children}
    </SiteFrame>
  );
}
