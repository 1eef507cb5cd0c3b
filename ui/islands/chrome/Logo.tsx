/** The school's logo (from the CMS settings), linking home. */
import { routePath } from "../../../core/routes";
import { useAtomValue } from "jotai";
import { useLocale } from "../state/locale";
import { chromeAtom } from "../state/page";

export function Logo({ className = "logo" }: { className?: string }) {
  const { settings } = useAtomValue(chromeAtom);
  const { m, path } = useLocale();
  const name = settings?.siteName || m.chrome.logoFallback;
  return (
    <a className={className} href={path(routePath("home"))} aria-label={m.chrome.logoHome(name)}>
      {settings?.logo ? (
        <img className="logo__image" src={settings.logo.url} alt="" width={settings.logo.width ?? undefined} height={settings.logo.height ?? undefined} />
      ) : (
        <span className="logo__text">{name}</span>
      )}
    </a>
  );
}
