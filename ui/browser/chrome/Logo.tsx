/** The school's logo (from the CMS settings), linking home: an SVG as it is, a bitmap at the widths its height needs. */
import { routePath } from "../../../core/routes";
import { imageAttributes } from "../../../core/images/srcset";
import { logoSlot } from "../../../core/images/slots";
import { useAtomValue } from "jotai";
import { useLocale } from "../state/locale";
import { chromeAtom } from "../state/page";

export function Logo({ className = "logo" }: { className?: string }) {
  const { settings } = useAtomValue(chromeAtom);
  const { m, path } = useLocale();
  const name = settings?.siteName || m.chrome.logoFallback;
  const logo = settings?.logo;
  const image = logo && imageAttributes(logo, logoSlot(logo.width, logo.height));
  return (
    <a className={className} href={path(routePath("home"))} aria-label={m.chrome.logoHome(name)}>
      {image ? (
        // Not lazy: it is in the first screen of every page, and a page rendered ahead loads no lazy image before it is
        // shown, so its header came without the logo for a few frames. At low priority, behind the page's LCP image.
        // Drawn in several places, it is one address, fetched once.
        <img className="logo__image" src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt="" width={image.width} height={image.height} loading="eager" fetchPriority="low" decoding="async" />
      ) : (
        <span className="logo__text">{name}</span>
      )}
    </a>
  );
}
