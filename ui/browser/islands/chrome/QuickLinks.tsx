/** The topbar's links, also in the sidebar's footer: profile, alumni, contact, services, languages. */
import { useAtomValue } from "jotai";
import { LOCALES } from "../../../../core/constants";
import { LANGUAGE_NAMES } from "../../../../core/locale";
import { useLocale } from "../../state/locale";
import { configAtom, pageAtom } from "../../state/page";
import { ChromeAnchor } from "../../chrome/ChromeAnchor";
import { alumniLink, contactLink, currentProfile, languageLinks, profileLinks, serviceLinks } from "../../chrome/rules/links";
import { ToggleMenu } from "./ToggleMenu";

export function ProfileMenu({ id }: { id: string }) {
  const config = useAtomValue(configAtom);
  const page = useAtomValue(pageAtom);
  const { locale, m } = useLocale();
  if (!config?.PROFILES_ENABLED) return null;
  const links = profileLinks(config, locale);
  const current = links[currentProfile(page?.path ?? "/")];
  const label = (
    <>
      <span className="toggle-menu__hint">{m.chrome.profile.hint}</span> {current.label}
    </>
  );
  return <ToggleMenu id={id} className="profile-menu" label={label} links={Object.values(links)} current={current} />;
}

export function ServicesMenu({ id }: { id: string }) {
  const { locale, m } = useLocale();
  return <ToggleMenu id={id} className="services-menu" label={m.chrome.services.title} links={serviceLinks(locale)} />;
}

export function AlumniLink({ className }: { className: string }) {
  const { locale } = useLocale();
  return <ChromeAnchor link={alumniLink(locale)} className={className} />;
}

export function ContactLink({ className }: { className: string }) {
  const { locale } = useLocale();
  return <ChromeAnchor link={contactLink(locale)} className={className} />;
}

/** FR / EN, only when the English variant is on: the same page in the other language, else its home. */
export function LanguageLinks({ className }: { className: string }) {
  const config = useAtomValue(configAtom);
  const page = useAtomValue(pageAtom);
  const { locale, m } = useLocale();
  if (!config?.ENGLISH_ENABLED) return null;
  const hrefs = languageLinks(page?.alternates);
  return (
    <ul className={`languages ${className}`} aria-label={m.chrome.languages}>
      {LOCALES.map((language) => (
        <li key={language}>
          <a href={hrefs[language]} hrefLang={language} lang={language} aria-current={locale === language ? "true" : undefined} aria-label={LANGUAGE_NAMES[language]}>
            {language.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}
