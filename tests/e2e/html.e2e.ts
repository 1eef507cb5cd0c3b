/**
 * Valid HTML, by the W3C's Nu Html Checker (tests/html-checker.ts) against the site and its demo CMS: every page type
 * as served, with filters in use, the pop-in's pages without JavaScript, error pages and the static pages; every
 * address of the sitemap; English pages on a site with English on; and pages as Chromium holds them once used (the
 * search suggesting, the catalogue's filters unfolded, the sidebar, the mega-menu and the pop-in open). Zero errors;
 * each error is named by page, line:column, message and markup.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { describeHtmlError, htmlErrors } from "../html-checker";
import { DESKTOP, chromiumForFile, PHONE } from "./browser";
import { startEnglishSite } from "./english-site";
import { gotoLoaded, settled, wakeIslands } from "./page-tools";

const site = inject("siteUrl");
/** The English site's port: beside the run's site (+3: +2 and +7 are other files'), so parallel runs on other ports never meet. */
const ENGLISH_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8797) + 3;
const browser = chromiumForFile();

/** [path, status]: each page type of the demo, filters in use, the pop-in opened by the edge, errors and the static pages. */
const PAGES: [string, number][] = [
  ["/", 200],
  ["/formations", 200],
  ["/formations?categorie=bts&rythme=alternance&campus=lyon", 200],
  ["/formations?niveau=5&entree=3", 200],
  ["/formations/dcg", 200],
  ["/formations-reseau", 200],
  ["/campus", 200],
  ["/campus/paris", 200],
  ["/actualites", 200],
  ["/actualites/page/2", 200],
  ["/actualites/resultats-examens-dcg", 200],
  ["/blog", 200],
  ["/blog/cv-etudiant-conseils", 200],
  ["/agenda", 200],
  ["/agenda?type=job-dating", 200],
  ["/agenda/portes-ouvertes-paris", 200],
  ["/fiches-metiers", 200],
  ["/fiches-metiers/comptable", 200],
  ["/offres-alternance", 200],
  ["/recherche", 200],
  ["/recherche?q=comptabilite", 200],
  ["/recherche?q=bts+en+alternance+a+lyon", 200],
  ["/recherche?q=xyzzy", 200],
  ["/article", 200],
  ["/admission", 200],
  ["/admission/admissions-et-tarifs", 200],
  ["/contact", 200],
  ["/entreprise", 200],
  ["/alumni/alumni-et-ambassadeurs", 200],
  ["/decouvrir-nos-podcasts", 200],
  ["/ecole/nos-engagements", 200],
  ["/ecole/demarche-qualite", 200],
  ["/accessibilite", 200],
  ["/mentions-legales", 200],
  ["/crm/brochure", 200],
  // the pop-in as the edge opens it for a visitor without JavaScript, and as /crm/confirm sends it back refused
  ["/formations/bts-cg?popin=registration", 200],
  ["/campus/lyon?popin=brochure", 200],
  ["/?popin=contact", 200],
  ["/crm/confirm?action=registration&course=&campus=&from=/formations/bts-cg", 400],
  ["/crm/confirm?action=contact&course=bts-cg&campus=lyon&from=/campus/lyon", 404],
  ["/page-qui-n-existe-pas", 404],
  ["/formations/inconnue", 404],
  ["/actualites/page/99", 404],
  [`/recherche?q=${"a".repeat(201)}`, 400],
  ["/error/debug?code=403", 403],
  ["/error/debug?code=500", 500],
  ["/error/debug?code=503", 503],
  ["/offline", 200],
  ["/group-footer", 200],
];

/** English pages of each type, the French entry shown where the CMS has no English one, and an English 404. */
const ENGLISH_PAGES: [string, number][] = [
  ["/en", 200],
  ["/en/formations", 200],
  ["/en/formations/bts-accounting-and-management", 200],
  ["/en/formations/bts-accounting-and-management?popin=registration", 200],
  ["/en/formations-reseau", 200],
  ["/en/campus", 200],
  ["/en/campus/lyon", 200],
  ["/en/agenda", 200],
  ["/en/agenda/open-day-paris", 200],
  ["/en/actualites", 200],
  ["/en/actualites/dcg-results-87-percent-pass-rate", 200],
  ["/en/blog", 200],
  ["/en/fiches-metiers", 200],
  ["/en/fiches-metiers/accountant", 200],
  ["/en/legal-notices", 200],
  ["/en/admission/admissions-and-fees", 200],
  ["/en/contact", 200],
  ["/en/ecole/nos-engagements", 200],
  ["/en/formations/nothing-here", 404],
];

/** Each page's HTML as served, its status checked first (a page answering otherwise would be checked for nothing). */
async function served(origin: string, pages: [string, number][]): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  for (const [path, status] of pages) {
    const res = await fetch(`${origin}${path}`, { redirect: "manual" });
    expect(res.status, path).toBe(status);
    expect(res.headers.get("content-type"), path).toContain("text/html");
    documents.set(path, await res.text());
  }
  return documents;
}

const errorsIn = async (documents: Map<string, string>) => (await htmlErrors(documents)).map(describeHtmlError);

describe("the Nu Html Checker", () => {
  it("finds an error, naming its document, line and message", async () => {
    const page = '<!DOCTYPE html><html lang="fr"><head><title>t</title></head>\n<body><form role="search">\n<input type="search" role="combobox" aria-expanded="false" aria-label="q"></form></body></html>';
    const [error, ...others] = await htmlErrors(new Map([["/a-page", page]]));
    expect(others.map(describeHtmlError)).toEqual([]);
    expect(error).toMatchObject({ document: "/a-page", line: 3 });
    expect(describeHtmlError(error!)).toMatch(/^\/a-page 3:\d+ .*“input”.* «.*type="search" role="combobox".*»$/);
  });
});

describe("valid HTML as served", () => {
  it("on every page type, with filters, the pop-in without JavaScript, error and static pages", { timeout: 300_000 }, async () => {
    expect(await errorsIn(await served(site, PAGES))).toEqual([]);
  });

  it("on every address of the sitemap", { timeout: 600_000 }, async () => {
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1]!.replace(/&amp;/g, "&"));
      return `${url.pathname}${url.search}`;
    });
    expect(paths.length).toBeGreaterThan(100);
    expect(await errorsIn(await served(site, paths.map((path) => [path, 200])))).toEqual([]);
  });

  describe("in English (a site of its own with English on)", () => {
    let english: { siteUrl: string; stop(): void };
    beforeAll(async () => {
      english = await startEnglishSite(ENGLISH_SITE_PORT);
    });
    afterAll(() => english?.stop());

    it("on every page type", { timeout: 300_000 }, async () => {
      expect(await errorsIn(await served(english.siteUrl, ENGLISH_PAGES))).toEqual([]);
    });
  });
});

/** The document as Chromium holds it now, islands' changes included. */
const held = (page: Page) => page.evaluate(() => `<!DOCTYPE html>${document.documentElement.outerHTML}`);

/** Types in a search field until its suggestions show. */
async function suggesting(page: Page, place: "header" | "sidebar", typed: string) {
  const field = page.locator(`#search-${place}`);
  await field.focus();
  await field.pressSequentially(typed);
  await page.locator(`.search-form--${place} [role=listbox]`).waitFor({ state: "visible" });
  return field;
}

/** [name, window, path, what the visitor does]: states only scripts reach. */
const USED: [string, BrowserContextOptions, string, (page: Page) => Promise<unknown>][] = [
  [
    "the header's search suggesting, an option active (1440 px)",
    DESKTOP,
    "/",
    async (page) => {
      await (await suggesting(page, "header", "compta")).press("ArrowDown");
      await page.locator(".search-form--header [role=option][aria-selected=true]").waitFor();
    },
  ],
  [
    "the mega-menu open (1440 px)",
    DESKTOP,
    "/",
    async (page) => {
      await page.locator(".mainbar .main-menu__trigger", { hasText: "Nos campus" }).click();
      await page.locator("#menu-0-panel").waitFor({ state: "visible" });
    },
  ],
  [
    "the pop-in opened by its button (1440 px)",
    DESKTOP,
    "/formations/bts-cg",
    async (page) => {
      await page.locator('[data-popin="registration"]:visible').first().click();
      await page.locator("#pop-in dialog[open]").waitFor({ state: "visible" });
    },
  ],
  [
    "the sidebar open, its search suggesting (390 px)",
    PHONE,
    "/",
    async (page) => {
      await page.locator(".burger").click();
      await page.locator("#sidebar.sidebar--open").waitFor();
      await settled(page, "#sidebar");
      await suggesting(page, "sidebar", "campus");
    },
  ],
  [
    "the catalogue's filters unfolded (390 px)",
    PHONE,
    "/formations?rythme=alternance",
    async (page) => {
      await page.locator(".catalogue-filters__toggle").click();
      await page.locator(".catalogue-filters[open]").waitFor();
    },
  ],
];

describe("valid HTML once used, as Chromium holds it", () => {
  it("with the search suggesting, the mega-menu, the pop-in, the sidebar and the catalogue's filters open", { timeout: 300_000 }, async () => {
    const documents = new Map<string, string>();
    for (const [name, size, path, use] of USED) {
      const context = await browser().newContext({ ...size, serviceWorkers: "block" });
      const page = await context.newPage();
      await gotoLoaded(page, `${site}${path}`, 90_000);
      await wakeIslands(page);
      await use(page);
      documents.set(`${path}, ${name}`, await held(page));
      await context.close();
    }
    expect(await errorsIn(documents)).toEqual([]);
  });
});
