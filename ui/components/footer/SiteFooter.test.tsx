import { describe, expect, it } from "vitest";
import { renderChrome } from "../../../tests/ui/render-chrome";
import { SiteFooter } from "./SiteFooter";

describe("SiteFooter group frame", () => {
  it("embeds the group footer page, 115 px high, lazy-loaded and titled", () => {
    const html = renderChrome(<SiteFooter />, { GROUP_FOOTER_URL: "https://groupe.test/footer" });
    expect(html).toMatch(/<iframe class="site-footer__group" src="https:\/\/groupe.test\/footer" title="Les écoles du groupe" loading="lazy" height="115" sandbox="[^"]+"/);
    expect(html).not.toMatch(/sandbox="[^"]*allow-(scripts|same-origin)/);
  });

  it("writes the legal row in the page's language, to that language's pages", () => {
    const french = renderChrome(<SiteFooter />, {});
    expect(french).toContain('<a href="/mentions-legales">Mentions légales</a>');
    const english = renderChrome(<SiteFooter />, { GROUP_FOOTER_URL: "https://groupe.test/footer" }, "/en", { locale: "en" });
    expect(english).toContain('<a href="/en/legal-notices">Legal notices</a>');
    expect(english).toContain('<a href="/en/data-privacy-policy">Data privacy policy</a>');
    expect(english).toContain('title="The group&#x27;s schools"');
    expect(english).not.toContain("Mentions légales");
  });

  it("frames the site's own group footer page when no address is configured", () => {
    expect(renderChrome(<SiteFooter />, { GROUP_FOOTER_URL: "" })).toMatch(/<iframe class="site-footer__group" src="\/group-footer"/);
  });
});
