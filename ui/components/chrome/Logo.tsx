/** The school's logo (from the CMS settings), linking home. */
import { useAtomValue } from "jotai";
import { chromeAtom } from "../../state/page";

export function Logo({ className = "logo" }: { className?: string }) {
  const { settings } = useAtomValue(chromeAtom);
  const name = settings?.siteName || "École";
  return (
    <a className={className} href="/" aria-label={`${name}, retour à l’accueil`}>
      {settings?.logo ? (
        <img className="logo__image" src={settings.logo.url} alt="" width={settings.logo.width ?? undefined} height={settings.logo.height ?? undefined} />
      ) : (
        <span className="logo__text">{name}</span>
      )}
    </a>
  );
}
