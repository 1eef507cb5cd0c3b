import { describe, expect, it } from "vitest";
import type { PublicConfig } from "../../../../content/config";
import { alumniLink, currentProfile, groupLinks, legalLinks, profileLinks, serviceLinks } from "./links";

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
    expect(serviceLinks(config({ NETWORK_URL: "" }), "en").map((l) => l.url)).toEqual([
      "/en/edito-reseau-competences-et-developpement",
      "/en/art-culture",
      "/en/formations-reseau",
      "/en/decouvrir-nos-podcasts",
    ]);
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
  it("lists the four services, the network from the config", () => {
    const links = serviceLinks(config({ NETWORK_URL: "https://reseau.test" }), "fr");
    expect(links.map((l) => l.url)).toEqual(["https://reseau.test", "/art-culture", "/formations-reseau", "/decouvrir-nos-podcasts"]);
    expect(alumniLink(config({ ALUMNI_URL: "" }), "fr").url).toBe("/alumni");
  });

  it("leaves out the unconfigured external footer links", () => {
    expect(groupLinks(config({ WORK_AT_SCHOOL_URL: "https://jobs.test", COMPLAINT_FORM_URL: "" }), "fr")).toEqual([
      { label: "Travailler à l’école", url: "https://jobs.test", external: true },
    ]);
  });
});
