import { describe, expect, it } from "vitest";
import type { RouteName } from "../../../core/routes";
import type { Qualiopi } from "../../../contract/model/qualiopi";
import { renderChrome } from "../../../tests/ui/render-chrome";
import { qualiopiAtom } from "../../state/document";
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

describe("SiteFooter Qualiopi", () => {
  const image = { url: "/uploads/qualiopi.svg", alternativeText: "Qualiopi", width: 200, height: 90 };
  const certificate: Qualiopi = {
    certificate: image, certificateFile: { url: "/uploads/certificat.pdf", ext: ".pdf", size: 1.2 }, mark: image, issuedOn: "2025-12-01",
    training: false, skillsAssessment: false, priorLearning: false, apprenticeship: true, demo: true,
  };
  const footerOn = (name: RouteName) =>
    renderChrome(<SiteFooter />, {}, "/", { route: { name, layout: "default", path: "/", locale: "fr", params: {} } }, (store) => store.set(qualiopiAtom, certificate));

  it("shows the mark on an institutional page, linked to the quality page", () => {
    expect(footerOn("home")).toMatch(/<a class="site-footer__qualiopi" href="\/ecole\/demarche-qualite"><img[^>]+src="\/media\/svg\/uploads\/qualiopi.svg"/);
  });

  it("never shows it on a programme's page, where the legal row still links the certificate", () => {
    const html = footerOn("formation");
    expect(html).not.toContain("site-footer__qualiopi");
    expect(html).toContain('<a href="/ecole/demarche-qualite">Certification Qualiopi</a>');
  });
});
