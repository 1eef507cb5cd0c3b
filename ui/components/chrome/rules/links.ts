/** The chrome's fixed destinations: profiles, services, alumni, legal links, from the public config. */
import type { PublicConfig } from "../../../../content/config";

export interface ChromeLink {
  label: string;
  url: string;
  /** Another site: opened with rel=noopener, and never taken over by the client router. */
  external: boolean;
}

const internal = (label: string, url: string): ChromeLink => ({ label, url, external: false });
/** A configured address when there is one, else the site's own page. */
const configured = (label: string, url: string | undefined, fallback: string): ChromeLink =>
  url ? { label, url, external: true } : internal(label, fallback);

export type Profile = "student" | "company" | "professional";

/** The student profile is the home page; the others go to the sister-school sites. */
export function profileLinks(config: PublicConfig | undefined): Record<Profile, ChromeLink> {
  return {
    student: internal("Étudiant", "/"),
    company: configured("Entreprise", config?.COMPANY_SITE_URL, "/entreprise"),
    professional: configured("Professionnel", config?.PROFESSIONAL_SITE_URL, "/partenaire"),
  };
}

/** The profile a page belongs to: its own home for company and professional, student everywhere else. */
export const currentProfile = (path: string): Profile =>
  path === "/entreprise" ? "company" : path === "/partenaire" ? "professional" : "student";

export const serviceLinks = (config: PublicConfig | undefined): ChromeLink[] => [
  configured("Le réseau", config?.NETWORK_URL, "/edito-reseau-competences-et-developpement"),
  internal("Art & culture", "/art-culture"),
  internal("+ de 80 formations", "/formations-reseau"),
  internal("Podcasts", "/decouvrir-nos-podcasts"),
];

export const alumniLink = (config: PublicConfig | undefined) => configured("Alumni", config?.ALUMNI_URL, "/alumni");

export const CONTACT_LINK = internal("Contact", "/contact");

export const LEGAL_LINKS: ChromeLink[] = [
  internal("CGV", "/cgv"),
  internal("Mentions légales", "/mentions-legales"),
  internal("Charte de données personnelles", "/charte-donnees-personnelles"),
];

/** The group's external pages of the footer's bottom row, those configured. */
export function groupLinks(config: PublicConfig | undefined): ChromeLink[] {
  const links: ChromeLink[] = [];
  if (config?.WORK_AT_SCHOOL_URL) links.push({ label: "Travailler à l’école", url: config.WORK_AT_SCHOOL_URL, external: true });
  if (config?.COMPLAINT_FORM_URL) links.push({ label: "Formulaire de réclamation", url: config.COMPLAINT_FORM_URL, external: true });
  return links;
}
