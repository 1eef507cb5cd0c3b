/** The chrome's fixed destinations: profiles, services, alumni, legal links, from the public config, in the page's language. */
import { routePath } from "../../../../core/routes";
import { LOCALES, type Locale } from "../../../../core/constants";
import { LEGAL_PAGES, localePath, splitLocale } from "../../../../core/locale";
import { messagesFor } from "../../../../core/messages";
import type { Alternates, PublicConfig } from "../../../../contract/page";

export interface ChromeLink {
  label: string;
  url: string;
  /** Another site: opened with rel=noopener. */
  external: boolean;
}

const internal = (label: string, url: string): ChromeLink => ({ label, url, external: false });
/** A configured address when there is one, else the site's own page (in the page's language). */
const configured = (label: string, url: string | undefined, fallback: string, locale: Locale): ChromeLink =>
  url ? { label, url, external: true } : internal(label, localePath(locale, fallback));

type Profile = "student" | "company" | "professional";

/** The student profile is the home page; the others go to the sister-school sites. */
export function profileLinks(config: PublicConfig | undefined, locale: Locale): Record<Profile, ChromeLink> {
  const m = messagesFor(locale).chrome.profile;
  return {
    student: internal(m.student, routePath("home", {}, locale)),
    company: configured(m.company, config?.COMPANY_SITE_URL, routePath("entreprise"), locale),
    professional: configured(m.professional, config?.PROFESSIONAL_SITE_URL, routePath("partenaire"), locale),
  };
}

/** The profile a page belongs to: its own home for company and professional, student everywhere else. */
export function currentProfile(path: string): Profile {
  const page = splitLocale(path).path;
  return page === routePath("entreprise") ? "company" : page === routePath("partenaire") ? "professional" : "student";
}

/** The services are pages of the site: only the sister-school profiles lead elsewhere. */
export function serviceLinks(locale: Locale): ChromeLink[] {
  const m = messagesFor(locale).chrome.services;
  return [
    internal(m.network, routePath("edito-reseau", {}, locale)),
    internal(m.artCulture, routePath("art-culture", {}, locale)),
    internal(m.allFormations, routePath("formations-reseau", {}, locale)),
    internal(m.podcasts, routePath("podcasts", {}, locale)),
  ];
}

export const alumniLink = (locale: Locale) => internal(messagesFor(locale).chrome.alumni, routePath("alumni", {}, locale));

export const contactLink = (locale: Locale) => internal(messagesFor(locale).chrome.contact, routePath("contact", {}, locale));

/** Terms of sale, legal notices and the personal data charter, each the page of the reader's language. */
export function legalLinks(locale: Locale): ChromeLink[] {
  const m = messagesFor(locale).chrome.footer;
  const pages = LEGAL_PAGES[locale];
  return [internal(m.terms, pages.terms), internal(m.notices, pages.notices), internal(m.privacy, pages.privacy)];
}

/** Where each language link goes: the page in that language when it exists, else that language's home. */
export function languageLinks(alternates: Alternates | undefined): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, alternates?.[locale] ?? routePath("home", {}, locale)])) as Record<Locale, string>;
}

/** The group's external pages of the footer's bottom row: an unset address leaves its entry out, never a dead link. */
export function groupLinks(config: PublicConfig | undefined, locale: Locale): ChromeLink[] {
  const m = messagesFor(locale).chrome.footer;
  const links: ChromeLink[] = [];
  if (config?.WORK_AT_SCHOOL_URL) links.push({ label: m.workAtSchool, url: config.WORK_AT_SCHOOL_URL, external: true });
  if (config?.COMPLAINT_FORM_URL) links.push({ label: m.complaint, url: config.COMPLAINT_FORM_URL, external: true });
  return links;
}

/** The group footer page the footer frames: the configured one, else the site's own copy. */
export const GROUP_FOOTER_PAGE = "/group-footer";
export const groupFooterUrl = (config: PublicConfig | undefined) => config?.GROUP_FOOTER_URL || GROUP_FOOTER_PAGE;

/** Where "Candidature spontanée" leads: the school's form when one is configured, else the pop-in's online application. */
type SpontaneousApplication = { kind: "form"; url: string } | { kind: "popin"; action: "registration" };

export const spontaneousApplication = (config: PublicConfig | undefined): SpontaneousApplication =>
  config?.SPONTANEOUS_APPLICATION_URL ? { kind: "form", url: config.SPONTANEOUS_APPLICATION_URL } : { kind: "popin", action: "registration" };

/** The pages that offer it, in either language: the apprenticeship offers and the company pages. */
export function offersSpontaneousApplication(path: string): boolean {
  const page = splitLocale(path).path;
  return page === routePath("offres-alternance") || page === routePath("entreprise") || page === "/entreprises" || page.startsWith("/entreprises/");
}
