import { describe, expect, it } from "vitest";
import { messagesFor } from "../../core/messages";
import type { WebsiteSettings } from "../../content/model/settings";
import { organisationLd } from "./structured-data";

const url = new URL("https://www.ecole.test/?utm_source=x");

describe("organisationLd", () => {
  it("names the school with its logo and only the social profiles it shows", () => {
    const settings = {
      siteName: "École Exemple",
      email: "contact@ecole.test",
      logo: { url: "/uploads/logo.svg" },
      schools: [{ social: [{ type: "linkedin", url: "https://linkedin.example/ecole", visible: true }, { type: "tiktok", url: "https://tiktok.example/ecole", visible: false }] }],
    } as unknown as WebsiteSettings;
    expect(organisationLd(settings, url, "fr")).toMatchObject({
      "@type": "CollegeOrUniversity",
      name: "École Exemple",
      url: "https://www.ecole.test",
      logo: "https://www.ecole.test/uploads/logo.svg",
      sameAs: ["https://linkedin.example/ecole"],
    });
  });

  it("still says something true without settings", () => {
    const ld = organisationLd(null, url, "fr");
    expect(ld.name).toBe(messagesFor("fr").siteNameFallback);
    expect(ld.sameAs).toBeUndefined();
    expect(ld.logo).toBeUndefined();
  });
});
