/**
 * Dynamics layout: navbar, sidebar, page, to-top, footer, with extra space when a banner is shown.
 * A page marks its (fixed) banner with `data-banner`; the layout measures it, again on resize (debounced 200 ms).
 */
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useRef, type CSSProperties, type ReactNode } from "react";
import { BANNER_RESIZE_DEBOUNCE_MS } from "../../core/constants";
import { bannerOffsetAtom } from "../state/chrome";
import { pageAtom } from "../state/page";
import { debounce } from "./debounce";
import { SiteFrame } from "./SiteFrame";

export function DynamicsLayout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const [offset, setOffset] = useAtom(bannerOffsetAtom);
  const page = useAtomValue(pageAtom);

  useEffect(() => {
    const measure = () => setOffset(main.current?.querySelector<HTMLElement>("[data-banner]")?.offsetHeight ?? 0);
    measure();
    const onResize = debounce(measure, BANNER_RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
    };
  }, [setOffset, page]);

  const style = { "--banner-offset": `${offset}px` } as CSSProperties;
  return (
    <SiteFrame mainClassName="page page--dynamics" mainRef={main} mainStyle={style} ctaBar={false}>
      {children}
    </SiteFrame>
  );
}
