/**
 * The accessibility statement against the real Strapi: every page's footer says the state the CMS's settings declare
 * ("partiellement conforme" in the demo) and links to the "Déclaration d'accessibilité", a CMS page with the RGAA
 * version, the audit's date, method and rate, the derogations and exemptions, the way to report a barrier and the
 * Défenseur des droits recourse.
 */
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, chromiumForFile } from "./browser";

const site = inject("siteUrl");
const browser = chromiumForFile();

describe("accessibility, declared", () => {
  it("every page type's footer carries the declared state from the CMS, linked to the statement", async () => {
    const context = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/", "/formations/dcg", "/campus/paris", "/actualites", "/agenda", "/admission", "/page-inexistante"]) {
      await page.goto(`${site}${path}`);
      const mention = page.locator(".site-footer").getByRole("link", { name: "Accessibilité : partiellement conforme" });
      expect(await mention.getAttribute("href"), path).toBe("/accessibilite");
    }
    await context.close();
  });

  it("the statement page gives the RGAA version, the audit, its rate, what is exempt, how to report a barrier and the recourse", async () => {
    const context = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(`${site}/accessibilite`);
    expect(res?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe("Déclaration d’accessibilité");
    const text = (await page.locator("main").textContent()) ?? "";
    for (const said of ["partiellement conforme", "RGAA version 4.1.2", "15 octobre 2026", "82 %", "Dérogations pour charge disproportionnée", "Contenus non soumis à l’obligation", "accessibilite@example-ecole.fr", "Défenseur des droits", "Données de démonstration"]) {
      expect(text, said).toContain(said);
    }
    await page.screenshot({ path: "/tmp/statement-e2e-1440.png", fullPage: true });
    await context.close();
  });
});
