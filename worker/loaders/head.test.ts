import { describe, expect, it } from "vitest";
import type { WebsiteSettings } from "../../contract/model/settings";
import { finishHead } from "./head";
import { siteOrigin } from "./site";

const settings = {
  siteUrl: "https://www.ecole.test/",
  shareImage: { url: "/uploads/partage.png", width: 1200, height: 630, alternativeText: "Le campus de Paris" },
} as unknown as WebsiteSettings;
const site = { origin: "https://www.ecole.test", settings };

describe("siteOrigin", () => {
  it("is the CMS's siteUrl when it is a web address, else the configured origin", () => {
    const configured = "https://www.ecole.test";
    expect(siteOrigin("https://ecole.test/fr/", configured)).toBe("https://ecole.test");
    for (const odd of ["", null, undefined, "www.ecole.test", "javascript:alert(1)", "ftp://ecole.test"]) {
      expect(siteOrigin(odd, configured)).toBe(configured);
    }
  });
});

describe("finishHead", () => {
  it("makes the canonical address on the site's origin, without the query", () => {
    expect(finishHead({ title: "Nos formations" }, "/formations", site).canonical).toBe("https://www.ecole.test/formations");
  });

  it("makes the page's picture absolute, with its size and a text alternative (the title when the CMS has none)", () => {
    const head = finishHead({ title: "DCG", image: { url: "/uploads/dcg.png", width: 800, height: 450, alternativeText: null } }, "/formations/dcg", site);
    // the picture's share image, cut at the edge to what networks' cards draw
    expect(head.image).toEqual({ url: "https://www.ecole.test/media/og-50-50/uploads/dcg.png", width: 1200, height: 630, alt: "DCG" });
  });

  it("falls back to the school's share image, and to none without settings", () => {
    expect(finishHead({ title: "Agenda" }, "/agenda", site).image).toEqual({
      url: "https://www.ecole.test/media/og-50-50/uploads/partage.png",
      width: 1200,
      height: 630,
      alt: "Le campus de Paris",
    });
    expect(finishHead({ title: "Agenda" }, "/agenda", { origin: "http://127.0.0.1:8787", settings: null }).image).toBeNull();
  });

  it("builds structured data on the canonical address", () => {
    const head = finishHead({ title: "Lyon", structuredData: ({ page }) => [{ url: page.href }] }, "/campus/lyon", site);
    expect(head.structuredData).toEqual([{ url: "https://www.ecole.test/campus/lyon" }]);
  });
});
