/** The topbar's links, also in the sidebar's footer: profile, alumni, contact, services, languages. */
import { useAtomValue } from "jotai";
import { configAtom, localeAtom, pageAtom } from "../../state/page";
import { ChromeAnchor } from "./ChromeAnchor";
import { ALUMNI_LINK, CONTACT_LINK, currentProfile, profileLinks, SERVICE_LINKS } from "./rules/links";
import { ToggleMenu } from "./ToggleMenu";

export function ProfileMenu({ id }: { id: string }) {
  const config = useAtomValue(configAtom);
  const page = useAtomValue(pageAtom);
  if (!config?.PROFILES_ENABLED) return null;
  const links = profileLinks(config);
  const current = links[currentProfile(page?.path ?? "/")];
  const label = (
    <>
      <span className="toggle-menu__hint">Vous êtes&nbsp;:</span> {current.label}
    </>
  );
  return <ToggleMenu id={id} className="profile-menu" label={label} links={Object.values(links)} current={current} />;
}

export function ServicesMenu({ id }: { id: string }) {
  return <ToggleMenu id={id} className="services-menu" label="Nos services" links={SERVICE_LINKS} />;
}

export function AlumniLink({ className }: { className: string }) {
  return <ChromeAnchor link={ALUMNI_LINK} className={className} />;
}

export function ContactLink({ className }: { className: string }) {
  return <ChromeAnchor link={CONTACT_LINK} className={className} />;
}

/** FR / EN, only when the English variant is on. */
export function LanguageLinks({ className }: { className: string }) {
  const config = useAtomValue(configAtom);
  const locale = useAtomValue(localeAtom);
  if (!config?.ENGLISH_ENABLED) return null;
  return (
    <ul className={`languages ${className}`} aria-label="Langue">
      <li>
        <a href="/" hrefLang="fr" lang="fr" aria-current={locale === "fr" ? "true" : undefined} aria-label="Français">FR</a>
      </li>
      <li>
        <a href="/en" hrefLang="en" lang="en" aria-current={locale === "en" ? "true" : undefined} aria-label="English">EN</a>
      </li>
    </ul>
  );
}
