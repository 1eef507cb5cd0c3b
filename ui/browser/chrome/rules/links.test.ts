import { describe, expect, it } from "vitest";
import type { PublicConfig } from "../../../../contract/page";
import {
  alumniLink,
  currentProfile,
  GROUP_FOOTER_PAGE,
  groupFooterUrl,
  groupLinks,
  legalLinks,
  offersSpontaneousApplication,
  profileLinks,
  serviceLinks,
  spontaneousApplication,
} from "./links";

const config = (values: Partial<PublicConfig>) => values as PublicConfig;

describe("profileLinks", () => {
  it("sends students home and the other profiles to the sister-school sites", () => {
    const links = profileLinks(config({ COMPANY_SITE_URL: "https://entreprises.test", PROFESSIONAL_SITE_URL: "https://pro.test" }), "fr");
    expect(links.student).toEqual({ label: "Étudiant", url: "/", external: false });
    expect(links.company).toEqual({ label: "Entreprise", url: "https://entreprises.test", external: true });
    expect(links.professional.url).toBe("https://pro.test");
  });

  it("falls back to the site's own profile pages when no site is configured", () => {
    const links = profileLinks(config({ COMPANY_SITE_URL: "", PROFESSIONAL_SITE_URL: "" }), "fr");
    expect(links.company).toEqual({ label: "Entreprise", url: "/entreprise", external: false });
    expect(links.professional.url).toBe("/partenaire");
  });
});

describe("currentProfile", () => {
  it("reads the profile from the page", () => {
    expect(currentProfile("/entreprise")).toBe("company");
    expect(currentProfile("/partenaire")).toBe("professional");
    expect(currentProfile("/formations")).toBe("student");
    expect(currentProfile("/en/entreprise")).toBe("company");
  });
});

describe("links in English", () => {
  it("lead to the English pages, the site's own profile pages under /en", () => {
    const links = profileLinks(config({ COMPANY_SITE_URL: "" }), "en");
    expect(links.student).toEqual({ label: "Student", url: "/en", external: false });
    expect(links.company.url).toBe("/en/entreprise");
    expect(serviceLinks("en").map((l) => l.url)).toEqual([
      "/en/edito-reseau-competences-et-developpement",
      "/en/art-culture",
      "/en/formations-reseau",
      "/en/decouvrir-nos-podcasts",
    ]);
    expect(alumniLink("en").url).toBe("/en/alumni");
  });

  it("give the footer's legal row in each language", () => {
    expect(legalLinks("fr").map((l) => [l.label, l.url])).toEqual([
      ["CGV", "/cgv"],
      ["Mentions légales", "/mentions-legales"],
      ["Charte de données personnelles", "/charte-donnees-personnelles"],
    ]);
    expect(legalLinks("en").map((l) => [l.label, l.url])).toEqual([
      ["Terms and conditions", "/en/terms-and-conditions"],
      ["Legal notices", "/en/legal-notices"],
      ["Data privacy policy", "/en/data-privacy-policy"],
    ]);
  });
});

describe("service, alumni and group links", () => {
  it("sends the four services and the alumni link to the site's own pages", () => {
    expect(serviceLinks("fr").map((l) => [l.label, l.url, l.external])).toEqual([
      ["Le réseau", "/edito-reseau-competences-et-developpement", false],
      ["Art & culture", "/art-culture", false],
      ["+ de 80 formations", "/formations-reseau", false],
      ["Podcasts", "/decouvrir-nos-podcasts", false],
    ]);
    expect(alumniLink("fr")).toEqual({ label: "Alumni", url: "/alumni", external: false });
    expect(serviceLinks("en").every((l) => l.url.startsWith("/en/") && !l.external)).toBe(true);
  });

  it("leaves out the unconfigured external footer links", () => {
    expect(groupLinks(config({ WORK_AT_SCHOOL_URL: "https://jobs.test", COMPLAINT_FORM_URL: "" }), "fr")).toEqual([
      { label: "Travailler à l’école", url: "https://jobs.test", external: true },
    ]);
    expect(groupLinks(config({ WORK_AT_SCHOOL_URL: "", COMPLAINT_FORM_URL: "" }), "fr")).toEqual([]);
  });

  it("frames the configured group footer page, else the site's own", () => {
    expect(groupFooterUrl(config({ GROUP_FOOTER_URL: "https://groupe.test/footer" }))).toBe("https://groupe.test/footer");
    expect(groupFooterUrl(config({ GROUP_FOOTER_URL: "" }))).toBe(GROUP_FOOTER_PAGE);
    expect(GROUP_FOOTER_PAGE).toBe("/group-footer");
  });
});

describe("spontaneous application", () => {
  it("leads to the school's form when one is configured, else to the pop-in's application", () => {
    expect(spontaneousApplication(config({ SPONTANEOUS_APPLICATION_URL: "https://candidature.test/spontanee" }))).toEqual({ kind: "form", url: "https://candidature.test/spontanee" });
    expect(spontaneousApplication(config({ SPONTANEOUS_APPLICATION_URL: "" }))).toEqual({ kind: "popin", action: "registration" });
    expect(spontaneousApplication(undefined)).toEqual({ kind: "popin", action: "registration" });
  });

  it("is offered on the apprenticeship offers and the company pages only", () => {
    for (const path of ["/offres-alternance", "/entreprise", "/entreprises", "/entreprises/recrutez-nos-talents", "/en/offres-alternance"]) expect(offersSpontaneousApplication(path), path).toBe(true);
    for (const path of ["/", "/entreprises-partenaires", "/formations", "/partenaire", "/offres-alternance/x"]) expect(offersSpontaneousApplication(path), path).toBe(false);
  });
});
