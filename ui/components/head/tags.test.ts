import { describe, expect, it } from "vitest";
import type { WebsiteSettings } from "../../../contract/model/settings";
import type { PageHead } from "../../../contract/page";
import { documentTitle, metaTags } from "./tags";

const settings = {
  seo: { metaDescription: "Description du site" },
  twitterSite: "@ecole",
  metas: [
    { type: "name", key: "robots", value: "index, follow" },
    { type: "property", key: "og:locale", value: "fr_FR" },
    { type: "property", key: "og:type", value: "website" },
    { type: "itemprop", key: "name", value: "École Exemple" },
    { type: "name", key: "google-site-verification", value: "abc" },
    { type: "name", key: "Google-Site-Verification", value: "twice" },
  ],
} as unknown as WebsiteSettings;

const head: PageHead = {
  title: "Nos formations",
  canonical: "https://www.ecole.test/formations",
  image: { url: "https://www.ecole.test/uploads/partage.png", width: 1200, height: 630, alt: "Le campus" },
};

const byKey = (tags: ReturnType<typeof metaTags>) => {
  const counts = new Map<string, string[]>();
  for (const tag of tags) counts.set(tag.key.toLowerCase(), [...(counts.get(tag.key.toLowerCase()) ?? []), tag.content]);
  return counts;
};

describe("documentTitle", () => {
  it("names the school once", () => {
    expect(documentTitle("Nos formations", "École Exemple")).toBe("Nos formations | École Exemple");
    expect(documentTitle("Campus d'Angers – École Exemple", "École Exemple")).toBe("Campus d'Angers – École Exemple");
    expect(documentTitle("Campus d'Angers – école exemple", "École Exemple")).toBe("Campus d'Angers – école exemple");
    expect(documentTitle("", "École Exemple")).toBe("École Exemple");
  });
});

describe("metaTags", () => {
  it("says each key once, the page's own values before the CMS's", () => {
    const tags = byKey(metaTags(head, settings, "École Exemple", "fr"));
    for (const [key, values] of tags) expect(values, key).toHaveLength(1);
    expect(tags.get("og:locale")).toEqual(["fr_FR"]);
    expect(tags.get("robots")).toEqual(["index, follow"]);
    expect(tags.get("google-site-verification")).toEqual(["abc"]);
  });

  it("leaves out the CMS's itemprop metas, which belong to no item in the head (the JSON-LD names the school)", () => {
    const tags = metaTags(head, settings, "École Exemple", "fr");
    expect(tags.some((tag) => tag.key === "name")).toBe(false);
    expect(tags.map((tag) => tag.attribute).every((attribute) => attribute === "name" || attribute === "property")).toBe(true);
  });

  it("shares the canonical address and an absolute image with its size and alternative, as a large card", () => {
    const tags = byKey(metaTags(head, settings, "École Exemple", "fr"));
    expect(tags.get("og:url")).toEqual(["https://www.ecole.test/formations"]);
    expect(tags.get("og:image")).toEqual(["https://www.ecole.test/uploads/partage.png"]);
    expect(tags.get("og:image:width")).toEqual(["1200"]);
    expect(tags.get("og:image:height")).toEqual(["630"]);
    expect(tags.get("og:image:alt")).toEqual(["Le campus"]);
    expect(tags.get("twitter:card")).toEqual(["summary_large_image"]);
    expect(tags.get("description")).toEqual(["Description du site"]);
  });

  it("gives an error page one robots rule, noindex, and no address of its own", () => {
    const tags = byKey(metaTags({ title: "Oups !", noindex: true }, settings, "École Exemple", "fr"));
    expect(tags.get("robots")).toEqual(["noindex"]);
    expect(tags.has("og:url")).toBe(false);
    expect(tags.get("twitter:card")).toEqual(["summary"]);
  });

  it("follows the page's language for og:locale", () => {
    expect(byKey(metaTags(head, settings, "École Exemple", "en")).get("og:locale")).toEqual(["en_GB"]);
  });
});
