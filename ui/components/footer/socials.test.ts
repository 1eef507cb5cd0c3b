import { describe, expect, it } from "vitest";
import type { WebsiteSettings } from "../../../contract/model/settings";
import { visibleSocials } from "./socials";

const settings = (social: { type: string; url: string; visible: boolean }[]) =>
  ({ schools: [{ social }], metas: [] }) as unknown as WebsiteSettings;

describe("visibleSocials", () => {
  it("keeps only visible entries of known networks with a web address, in order", () => {
    const links = visibleSocials(
      settings([
        { type: "instagram", url: "https://instagram.com/e", visible: true },
        { type: "twitter", url: "https://twitter.com/e", visible: false },
        { type: "myspace", url: "https://myspace.com/e", visible: true },
        { type: "TikTok", url: "https://tiktok.com/@e", visible: true },
        { type: "facebook", url: "javascript:alert(1)", visible: true },
        { type: "x", url: "https://x.com/e", visible: true },
      ]),
    );
    expect(links).toEqual([
      { network: "instagram", label: "Instagram", url: "https://instagram.com/e" },
      { network: "tiktok", label: "TikTok", url: "https://tiktok.com/@e" },
      { network: "twitter", label: "X (Twitter)", url: "https://x.com/e" },
    ]);
  });

  it("is empty without settings or schools", () => {
    expect(visibleSocials(null)).toEqual([]);
    expect(visibleSocials({ schools: [] } as unknown as WebsiteSettings)).toEqual([]);
  });
});
