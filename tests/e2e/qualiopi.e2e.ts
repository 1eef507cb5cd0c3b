/**
 * The Qualiopi certificate against the real Strapi: the quality page shows the certificate's image and PDF from the
 * CMS's media library, the certification's wording with its category, and its day; every footer links it; the mark is
 * on institutional pages and on no programme's page.
 */
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, chromiumForFile, PHONE } from "./browser";

const site = inject("siteUrl");
const browser = chromiumForFile();
const QUALITY_PAGE = "/ecole/demarche-qualite";
const MARK = ".site-footer__qualiopi";

describe("Qualiopi", () => {
  it("the quality page shows the certificate, its category in the certification's wording, its day and its PDF", async () => {
    const context = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`${site}${QUALITY_PAGE}`))?.status()).toBe(200);
    const section = page.locator("#qualiopi");
    expect(await section.locator("h2").textContent()).toBe("Certification Qualiopi");
    const text = (await section.textContent()) ?? "";
    expect(text).toContain("La certification qualité a été délivrée au titre de la catégorie\u00a0: actions de formation par apprentissage.");
    expect(text).toContain("Certificat délivré le 1er\u00a0décembre 2025.");
    expect(text).toContain("Certificat de démonstration");

    const certificate = section.locator("img.qualiopi__certificate");
    expect(await certificate.getAttribute("alt")).toContain("Certificat Qualiopi");
    await certificate.scrollIntoViewIfNeeded();
    await expect.poll(() => certificate.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const download = section.getByRole("link", { name: /^Télécharger le certificat \(PDF, \d+\s?ko\)$/ });
    const pdf = await fetch(new URL((await download.getAttribute("href"))!, site));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    await context.close();
  });

  it("every page's footer links the quality page; the mark shows on institutional pages only", async () => {
    const context = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    const institutional = ["/", QUALITY_PAGE, "/ecole/nos-engagements", "/campus/paris", "/contact", "/admission"];
    const others = ["/formations/dcg", "/formations/bts-cg", "/formations", "/actualites/resultats-examens-dcg", "/agenda", "/page-qui-n-existe-pas"];
    for (const path of [...institutional, ...others]) {
      await page.goto(`${site}${path}`);
      const link = page.locator(".site-footer__legal").getByRole("link", { name: "Certification Qualiopi" });
      expect(await link.getAttribute("href"), path).toBe(QUALITY_PAGE);
      expect(await page.locator(MARK).count(), path).toBe(institutional.includes(path) ? 1 : 0);
    }
    await context.close();
  });

  it("no programme's page carries the mark, in the whole catalogue", async () => {
    const catalogue = await (await fetch(`${site}/formations-reseau`)).text();
    const programmes = [...new Set([...catalogue.matchAll(/href="(\/formations\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
    expect(programmes.length).toBeGreaterThan(50);
    const marked: string[] = [];
    for (const path of programmes) if ((await (await fetch(`${site}${path}`)).text()).includes("site-footer__qualiopi")) marked.push(path);
    expect(marked).toEqual([]);
  }, 180_000);

  for (const [name, size] of [["1440", DESKTOP], ["390", PHONE]] as const) {
    it(`the quality page at ${name} px, for the eye`, async () => {
      const context = await browser().newContext(size);
      const page = await context.newPage();
      await page.goto(`${site}${QUALITY_PAGE}`);
      await page.locator("#qualiopi").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/qualiopi-e2e-${name}.png`, fullPage: true });
      await context.close();
    });
  }
});
