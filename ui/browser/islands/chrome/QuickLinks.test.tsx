import { describe, expect, it } from "vitest";
import { LanguageLinks, ProfileMenu } from "./QuickLinks";
import { renderChrome } from "../../../../tests/ui/render-chrome";

describe("topbar switches from the configuration", () => {
  it("shows FR/EN links only when English is enabled", () => {
    const on = renderChrome(<LanguageLinks className="x" />, { ENGLISH_ENABLED: true });
    expect(on).toContain('href="/en"');
    expect(on).toMatch(/href="\/"[^>]*aria-current="true"/);
    expect(renderChrome(<LanguageLinks className="x" />, { ENGLISH_ENABLED: false })).toBe("");
  });

  it("links each language to the same page in it when it exists, else to its home", () => {
    const both = renderChrome(<LanguageLinks className="x" />, { ENGLISH_ENABLED: true }, "/en/formations/bts-accounting", {
      locale: "en",
      alternates: { fr: "/formations/bts-cg", en: "/en/formations/bts-accounting" },
    });
    expect(both).toMatch(/<a href="\/formations\/bts-cg" hrefLang="fr" lang="fr" aria-label="Français">FR<\/a>/);
    expect(both).toMatch(/<a href="\/en\/formations\/bts-accounting" hrefLang="en" lang="en" aria-current="true" aria-label="English">EN<\/a>/);
    expect(both).toContain('aria-label="Language"');
    const frenchOnly = renderChrome(<LanguageLinks className="x" />, { ENGLISH_ENABLED: true }, "/ecole/nos-engagements", { alternates: { fr: "/ecole/nos-engagements" } });
    expect(frenchOnly).toMatch(/<a href="\/en" hrefLang="en"/);
  });

  it("shows the profile dropdown only when profiles are enabled, naming the page's profile", () => {
    const html = renderChrome(<ProfileMenu id="p" />, { PROFILES_ENABLED: true, COMPANY_SITE_URL: "https://entreprises.test" }, "/entreprise");
    // From the server, a native disclosure that opens before (or without) the scripts.
    expect(html).toMatch(/^<details class="toggle-menu profile-menu" data-dropdown="p"><summary class="toggle-menu__button">/);
    expect(html).toContain('<ul id="p-options" class="toggle-menu__list">');
    expect(html).toMatch(/Vous êtes\u00a0:<\/span> Entreprise/);
    expect(html).toContain('href="https://entreprises.test"');
    expect(renderChrome(<ProfileMenu id="p" />, { PROFILES_ENABLED: false })).toBe("");
  });
});
