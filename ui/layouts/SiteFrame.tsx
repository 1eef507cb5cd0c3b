/** The chrome around a page, shared by the default and dynamics layouts: navbar, sidebar, page, footer, to-top. */
import { useAtomValue } from "jotai";
import { Suspense, type CSSProperties, type ReactNode, type Ref } from "react";
import { MobileCtaBar } from "../components/chrome/MobileCtaBar";
import { ScrollToTop } from "../components/chrome/ScrollToTop";
import { Sidebar } from "../components/chrome/Sidebar";
import { SiteFooter } from "../components/chrome/SiteFooter";
import { SiteHeader } from "../components/chrome/SiteHeader";
import { deviceAtom } from "../state/page";

interface Props {
  children: ReactNode;
  mainClassName: string;
  mainRef?: Ref<HTMLElement>;
  mainStyle?: CSSProperties;
  /** The mobile bottom bar of calls to action. */
  ctaBar: boolean;
}

export function SiteFrame({ children, mainClassName, mainRef, mainStyle, ctaBar }: Props) {
  const device = useAtomValue(deviceAtom);
  return (
    <div className={`site${ctaBar ? " site--cta-bar" : ""}`} data-device={device}>
      {/* Each region is a slice hydrated on its own, the header first: it is what a visitor reaches for. */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Suspense>
        <Sidebar />
      </Suspense>
      <main id="contenu" ref={mainRef} className={mainClassName} style={mainStyle} tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SiteFooter />
        {ctaBar && <MobileCtaBar />}
        <ScrollToTop />
      </Suspense>
    </div>
  );
}
