/** The chrome's fixed destinations: profiles, services, alumni, legal links, the group's pages, from the public config. */
import type { PublicConfig } from "../../../../content/config";

export interface ChromeLink {
  label: string;
  url: string;
  /** Another site: opened with rel=noopener, and never taken over by the client router. */
  external: boolean;
}

const internal = (label: string, url: string): ChromeLink => ({ label, url, external: false });
/** A sister-school site when one is configured, else the site's own profile page. */
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

/** The services are pages of the site: only the sister-school profiles lead elsewhere. */
export const SERVICE_LINKS: ChromeLink[] = [
  internal("Le réseau", "/edito-reseau-competences-et-developpement"),
  internal("Art & culture", "/art-culture"),
  internal("+ de 80 formations", "/formations-reseau"),
  internal("Podcasts", "/decouvrir-nos-podcasts"),
];

export const ALUMNI_LINK = internal("Alumni", "/alumni");

export const CONTACT_LINK = internal("Contact", "/contact");

export const LEGAL_LINKS: ChromeLink[] = [
  internal("CGV", "/cgv"),
  internal("Mentions légales", "/mentions-legales"),
  internal("Charte de données personnelles", "/charte-donnees-personnelles"),
];

/** The group's external pages of the footer's bottom row: an unset address leaves its entry out, never a dead link. */
export function groupLinks(config: PublicConfig | undefined): ChromeLink[] {
  const links: ChromeLink[] = [];
  if (config?.WORK_AT_SCHOOL_URL) links.push({ label: "Travailler à l’école", url: config.WORK_AT_SCHOOL_URL, external: true });
  if (config?.COMPLAINT_FORM_URL) links.push({ label: "Formulaire de réclamation", url: config.COMPLAINT_FORM_URL, external: true });
  return links;
}

/** The group footer page the footer frames: the configured one, else the site's own copy. */
export const GROUP_FOOTER_PAGE = "/group-footer";
export const groupFooterUrl = (config: PublicConfig | undefined) => config?.GROUP_FOOTER_URL || GROUP_FOOTER_PAGE;

/** Where "Candidature spontanée" leads: the school's form when one is configured, else the pop-in's online application. */
export type SpontaneousApplication = { kind: "form"; url: string } | { kind: "popin"; action: "registration" };

export const spontaneousApplication = (config: PublicConfig | undefined): SpontaneousApplication =>
  config?.SPONTANEOUS_APPLICATION_URL ? { kind: "form", url: config.SPONTANEOUS_APPLICATION_URL } : { kind: "popin", action: "registration" };

/** The pages that offer it: the apprenticeship offers and the company pages. */
export const offersSpontaneousApplication = (path: string) =>
  path === "/offres-alternance" || path === "/entreprise" || path === "/entreprises" || path.startsWith("/entreprises/");
