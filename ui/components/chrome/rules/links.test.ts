import { describe, expect, it } from "vitest";
import type { PublicConfig } from "../../../../content/config";
import { alumniLink, currentProfile, groupLinks, profileLinks, serviceLinks } from "./links";

const config = (values: Partial<PublicConfig>) => values as PublicConfig;

describe("profileLinks", () => {
  it("sends students home and the other profiles to the sister-school sites", () => {
    const links = profileLinks(config({ COMPANY_SITE_URL: "https://entreprises.test", PROFESSIONAL_SITE_URL: "https://pro.test" }));
    expect(links.student).toEqual({ label: "Étudiant", url: "/", external: false });
    expect(links.company).toEqual({ label: "Entreprise", url: "https://entreprises.test", external: true });
    expect(links.professional.url).toBe("https://pro.test");
  });

  it("falls back to the site's own profile pages when no site is configured", () => {
    const links = profileLinks(config({ COMPANY_SITE_URL: "", PROFESSIONAL_SITE_URL: "" }));
    expect(links.company).toEqual({ label: "Entreprise", url: "/entreprise", external: false });
    expect(links.professional.url).toBe("/partenaire");
  });
});

describe("currentProfile", () => {
  it("reads the profile from the page", () => {
    expect(currentProfile("/entreprise")).toBe("company");
    expect(currentProfile("/partenaire")).toBe("professional");
    expect(currentProfile("/formations")).toBe("student");
  });
});

describe("service, alumni and group links", () => {
  it("lists the four services, the network from the config", () => {
    const links = serviceLinks(config({ NETWORK_URL: "https://reseau.test" }));
    expect(links.map((l) => l.url)).toEqual(["https://reseau.test", "/art-culture", "/formations-reseau", "/decouvrir-nos-podcasts"]);
    expect(alumniLink(config({ ALUMNI_URL: "" })).url).toBe("/alumni");
  });

  it("leaves out the unconfigured external footer links", () => {
    expect(groupLinks(config({ WORK_AT_SCHOOL_URL: "https://jobs.test", COMPLAINT_FORM_URL: "" }))).toEqual([
      { label: "Travailler à l’école", url: "https://jobs.test", external: true },
    ]);
  });
});
