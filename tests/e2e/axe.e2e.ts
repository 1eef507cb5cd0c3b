/**
 * The automated accessibility sweep, in Chromium against the site and its demo CMS: every WCAG 2.0, 2.1 and 2.2 A/AA
 * rule of axe-core on every page type at 390 px (a phone, touch) and 1440 px, with the pop-in, the consent dialog, the
 * mega-menu and the sidebar open; and reflow at 320 px (no horizontal scroll) on every page type. 0 violations.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { CONSENT_BANNER_ID } from "../../core/consent";
import { overflowPast, wcagViolations } from "./axe";
import { DESKTOP, chromiumForFile, PHONE } from "./browser";
import { gotoLoaded, settled, wakeIslands } from "./page-tools";

const site = inject("siteUrl");
const browser = chromiumForFile();

/** One address of each page type the site has (the demo's slugs), the error page and the group footer's frame among them. */
const PAGE_TYPES = [
  "/",
  "/formations",
  "/formations/dcg",
  "/formations-reseau",
  "/campus",
  "/campus/paris",
  "/actualites",
  "/actualites/resultats-examens-dcg",
  "/agenda",
  "/agenda/portes-ouvertes-paris",
  "/journees-portes-ouvertes",
  "/blog",
  "/blog/cv-etudiant-conseils",
  "/fiches-metiers",
  "/fiches-metiers/comptable",
  "/offres-alternance",
  "/recherche?q=comptabilite",
  "/admission",
  "/admission/admissions-et-tarifs",
  "/contact",
  "/ecole/nos-engagements",
  "/ecole/demarche-qualite",
  "/accessibilite",
  "/crm/brochure",
  "/page-qui-n-existe-pas",
  "/group-footer",
];
const SIZES = [["1440", DESKTOP], ["390", PHONE]] as const;
/** The narrowest window WCAG's reflow asks for (1.4.10): 320 CSS px, here a phone's. */
const NARROWEST_PX = 320;
const NARROWEST: BrowserContextOptions = { ...PHONE, viewport: { width: NARROWEST_PX, height: 640 } };
/** A first visit: no consent cookie, so the consent banner is open. */
const FIRST_VISIT = { storageState: { cookies: [], origins: [] } };

/**
 * Goes to a page as a visitor who then uses it: its islands woken (the group footer's frame has none). A load that
 * stalls fails with the requests still open named; the sweep measures no time, so it waits long on a loaded machine.
 */
async function visit(page: Page, path: string) {
  await gotoLoaded(page, `${site}${path}`, 90_000);
  if (path !== "/group-footer") await wakeIslands(page);
}

/** Each page's violations, only the pages that have any: `{}` when the sweep is clean. */
async function sweep(page: Page, paths: string[], prepare: (page: Page) => Promise<unknown> = async () => {}) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await visit(page, path);
    await prepare(page);
    const violations = await wcagViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

describe("WCAG 2.2 A/AA (axe-core)", () => {
  for (const [name, size] of SIZES) {
    it(`finds no violation on any page type at ${name} px`, { timeout: 600_000 }, async () => {
      const context = await browser().newContext({ ...size, serviceWorkers: "block" });
      expect(await sweep(await context.newPage(), PAGE_TYPES)).toEqual({});
      await context.close();
    });

    it(`finds no violation with the pop-in open, nor with the consent dialog of a first visit, at ${name} px`, { timeout: 180_000 }, async () => {
      const context = await browser().newContext({ ...size, serviceWorkers: "block" });
      const popin = await sweep(await context.newPage(), ["/formations/bts-cg?popin=registration", "/campus/paris?popin=brochure"], (page) =>
        page.locator("#pop-in dialog[open]").waitFor({ state: "visible" }),
      );
      expect(popin).toEqual({});
      await context.close();

      const first = await browser().newContext({ ...size, ...FIRST_VISIT, serviceWorkers: "block" });
      const consent = await sweep(await first.newPage(), ["/", "/formations/dcg"], (page) => page.locator(`#${CONSENT_BANNER_ID}`).waitFor({ state: "visible" }));
      expect(consent).toEqual({});
      await first.close();
    });
  }

  it("finds no violation in the open mega-menu (1440 px) and the open sidebar (390 px)", { timeout: 600_000 }, async () => {
    const desktop = await browser().newContext({ ...DESKTOP, serviceWorkers: "block" });
    const wide = await desktop.newPage();
    await visit(wide, "/");
    await wide.locator(".mainbar .main-menu__trigger", { hasText: "Nos campus" }).click();
    await wide.locator("#menu-0-panel").waitFor({ state: "visible" });
    expect(await wcagViolations(wide)).toEqual([]);
    await desktop.close();

    const phone = await browser().newContext({ ...PHONE, serviceWorkers: "block" });
    const narrow = await phone.newPage();
    await visit(narrow, "/");
    await narrow.locator(".burger").click();
    await narrow.locator("#sidebar.sidebar--open").waitFor();
    // Read once it has slid in: mid-way, its text is still over the page.
    await settled(narrow, "#sidebar");
    expect(await wcagViolations(narrow)).toEqual([]);
    await phone.close();
  });
});

describe("reflow at 320 px", () => {
  it("no page type scrolls sideways, with the consent dialog open or answered", { timeout: 600_000 }, async () => {
    const wider: Record<string, number> = {};
    for (const visitor of [{}, FIRST_VISIT]) {
      const context = await browser().newContext({ ...NARROWEST, ...visitor, serviceWorkers: "block" });
      const page = await context.newPage();
      for (const path of visitor === FIRST_VISIT ? ["/", "/formations/dcg"] : PAGE_TYPES) {
        await visit(page, path);
        const overflow = await overflowPast(page, NARROWEST_PX);
        if (overflow > 0) wider[`${path}${visitor === FIRST_VISIT ? " (consent open)" : ""}`] = overflow;
      }
      await context.close();
    }
    expect(wider).toEqual({});
  });
});
