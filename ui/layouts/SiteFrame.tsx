/** The chrome around a page, shared by the default and dynamics layouts: navbar, sidebar, page, footer, to-top. */
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Island } from "../components/Island";
import { SiteFooter } from "../components/footer/SiteFooter";
import { MobileCtaBar } from "../components/MobileCtaBar";
import { ToTop } from "../components/ToTop";
import { deviceAtom } from "../browser/state/page";

interface Props {
  children: ReactNode;
  mainClassName: string;
  /** The mobile bottom bar of calls to action. */
  ctaBar: boolean;
}

export function SiteFrame({ children, mainClassName, ctaBar }: Props) {
  const device = useAtomValue(deviceAtom);
  return (
    <div className={`site${ctaBar ? " site--cta-bar" : ""}`} data-device={device}>
      <Island name="header" />
      <Island name="sidebar" />
      <main id="contenu" className={mainClassName} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {ctaBar && <MobileCtaBar />}
      <ToTop />
    </div>
  );
}
