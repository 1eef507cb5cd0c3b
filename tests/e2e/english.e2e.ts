/**
 * The English variant end to end: a site of its own started with ENGLISH_ENABLED=true in its environment
 * (as `ENGLISH_ENABLED=true npm start` does), on the demo CMS of the run; and the default site, French only.
 * Real pages in HTML and in Chromium: language, head, language links, the dictionary, the pop-in.
 */
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { answeringConsent, DESKTOP, PHONE, launchChromium } from "./browser";
import { startEnglishSite } from "./english-site";

const SITE_PORT = Number(process.env.E2E_ENGLISH_SITE_PORT ?? 8805);
const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/e2e-english";
/** The site the run started, with the default configuration: English off. */
const frenchSite = inject("siteUrl");

let english: { siteUrl: string; stop(): void };
let browser: Browser;

beforeAll(async () => {
  english = await startEnglishSite(SITE_PORT);
  browser = answeringConsent(await launchChromium());
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  english?.stop();
});

const get = (path: string, site = english.siteUrl) => fetch(`${site}${path}`, { redirect: "manual" });
const html = async (path: string, site = english.siteUrl) => (await (await get(path, site)).text()).replace(/&#x27;/g, "'");
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

async function open(context: BrowserContext, path: string, site = english.siteUrl): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site}${path}`);
  return page;
}

/** [path, a text of the page]: lists, a programme, a campus, the agenda, a legal notice… each with English words of its own. */
const ENGLISH_PAGES: [string, string][] = [
  ["/en", "Discover our campuses"],
  ["/en/formations", "Level on completion"],
  ["/en/formations/bts-accounting-and-management", "Where to study this programme?"],
  ["/en/formations-reseau", "network programmes"],
  ["/en/campus", "Our campuses"],
  ["/en/campus/lyon", "The campus team"],
  ["/en/agenda", "All events"],
  ["/en/agenda/open-day-paris", "Practical information"],
  ["/en/actualites", "All the news of our 26 campuses"],
  ["/en/actualites/dcg-results-87-percent-pass-rate", "Published on"],
  ["/en/blog", "The blog"],
  ["/en/fiches-metiers", "Career sheets"],
  ["/en/fiches-metiers/accountant", "Main duties"],
  ["/en/legal-notices", "Publisher"],
  ["/en/data-privacy-policy", "Data privacy policy"],
  ["/en/admission/admissions-and-fees", "Tuition fees"],
  ["/en/contact", "Get in touch"],
];

describe("English on: pages under /en", () => {
  it.each(ENGLISH_PAGES)("%s answers 200 in English", async (path, text) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const page = (await res.text()).replace(/&#x27;/g, "'");
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(page).toContain("Skip to content");
    expect(page).toContain('href="/en/legal-notices"');
    expect(page).toContain(text);
    expect(page).not.toContain("Aller au contenu");
  });

  it("shows a programme with the English dictionary (Work-study, no French levels)", async () => {
    const page = await html("/en/formations/bts-accounting-and-management");
    expect(page).toMatch(/<dt>Schedule<\/dt><dd>Work-study<\/dd>/);
    expect(page).toMatch(/<dt>Level on completion<\/dt><dd>Two-year degree<\/dd>/);
    expect(page).not.toContain("Alternance");
  });

  it("links both languages with hreflang, French the x-default, and og:locale:alternate", async () => {
    const en = await html("/en/formations/bts-accounting-and-management");
    expect(en).toMatch(/<link rel="alternate" hrefLang="fr" href="[^"]*\/formations\/bts-cg"\/>/);
    expect(en).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/formations\/bts-cg"\/>/);
    expect(en).toContain('<meta property="og:locale:alternate" content="fr_FR"/>');
    const fr = await html("/formations/bts-cg");
    expect(fr).toContain('<html lang="fr"');
    expect(fr).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/en\/formations\/bts-accounting-and-management"\/>/);
    expect(fr).toContain('<meta property="og:locale:alternate" content="en_GB"/>');
  });

  it("shows the French entry, with a note, where the CMS has no English version", async () => {
    const page = await html("/en/ecole/nos-engagements");
    expect(page).toContain("This page is not yet available in English.");
    expect(page).toContain("Nos engagements");
    expect(page).toContain('<html lang="en"');
    expect((await get("/en/formations/nothing-here")).status).toBe(404);
  });

  it("sends the old English legal addresses, the capitalised one included, to the English pages", async () => {
    for (const [path, target] of [["/legal-notices", "/en/legal-notices"], ["/Data-privacy-policy", "/en/data-privacy-policy"]]) {
      const res = await get(path!);
      expect(res.status, path).toBe(302);
      expect(new URL(res.headers.get("location")!, english.siteUrl).pathname, path).toBe(target);
    }
  });
});

describe("English on, in Chromium", () => {
  it("FR/EN links of the topbar go to the same page in the other language, each a whole document", async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: "block" });
    const page = await open(context, "/en/formations/bts-accounting-and-management");
    await page.screenshot({ path: `${SHOTS}/desktop_en_formation.png`, fullPage: true });
    await page.locator(".topbar__languages a[hreflang=fr]").click();
    await page.waitForURL(`${english.siteUrl}/formations/bts-cg`);
    await eventually(() => page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.locator(".hero__title, .page-intro__title").first().textContent()).toBe("BTS Comptabilité et Gestion (CG)");
    expect(await page.locator(".main-menu").textContent()).toContain("Formations");
    await page.locator(".topbar__languages a[hreflang=en]").click();
    await page.waitForURL(`${english.siteUrl}/en/formations/bts-accounting-and-management`);
    await eventually(() => page.locator("html").getAttribute("lang")).toBe("en");
    // the language is remembered once the new document runs
    const localeCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "i18n_redirected");
    await eventually(async () => (await localeCookie())?.value).toBe("en");
    expect(await localeCookie()).toMatchObject({ path: "/", sameSite: "Lax" });
    await context.close();
  });

  it("follows English links to English pages, and a page without an English version gets the English home as EN link", async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: "block" });
    const page = await open(context, "/en");
    await page.screenshot({ path: `${SHOTS}/desktop_en_home.png`, fullPage: true });
    await page.locator(".hero__actions a", { hasText: "Our campuses" }).click();
    await page.waitForURL(`${english.siteUrl}/en/campus`);
    await eventually(() => page.locator("h1").textContent()).toBe("Our campuses");
    const untranslated = await open(context, "/en/ecole/nos-engagements");
    expect(await untranslated.locator(".topbar__languages a[hreflang=en]").getAttribute("href")).toBe("/en");
    expect(await untranslated.locator(".topbar__languages a[hreflang=fr]").getAttribute("href")).toBe("/ecole/nos-engagements");
    await context.close();
  });

  it("has the language links in the sidebar's footer on a phone", async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    const page = await open(context, "/en/campus/lyon");
    await page.screenshot({ path: `${SHOTS}/phone_en_campus.png`, fullPage: true });
    await page.locator(".burger").click();
    await page.screenshot({ path: `${SHOTS}/phone_en_sidebar.png` });
    const fr = page.locator(".sidebar__languages a[hreflang=fr]");
    expect(await fr.getAttribute("href")).toBe("/campus/lyon");
    await fr.click();
    await page.waitForURL(`${english.siteUrl}/campus/lyon`);
    await eventually(() => page.locator("html").getAttribute("lang")).toBe("fr");
    await context.close();
  });

  it("the pop-in asks /api in English and answers in English", async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: "block" });
    const page = await open(context, "/en/formations/bts-accounting-and-management");
    const asked: string[] = [];
    page.on("request", (request) => request.url().includes("/api/") && asked.push(new URL(request.url()).search));
    await page.locator('[data-popin="registration"]:visible').first().click();
    expect(await page.locator("#pop-in dialog[open] .popin__title").textContent()).toBe("Apply online");
    const course = page.locator("#pop-in dialog[open] select[name=course]");
    await eventually(() => course.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe("BTS Accounting and Management (CG)");
    expect(await page.locator("#pop-in dialog[open] .popin__label").allTextContents()).toEqual(["Programme", "Campus"]);
    await course.selectOption("");
    await page.locator("#pop-in dialog[open] .popin__confirm").click();
    await eventually(() => page.locator("#pop-in dialog[open] .popin__error").textContent()).toBe("Please choose a campus and a programme.");
    await page.screenshot({ path: `${SHOTS}/desktop_en_popin.png` });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((search) => search === "?locale=en")).toBe(true);
    await context.close();
  });
});

describe("English off (the default configuration)", () => {
  it("has no language links and no hreflang; /en goes home", async () => {
    const home = await html("/", frenchSite);
    expect(home).toContain('<html lang="fr"');
    expect(home).not.toContain('class="languages');
    expect(home).not.toContain("hrefLang=");
    const en = await get("/en/formations", frenchSite);
    expect(en.status).toBe(302);
    expect(new URL(en.headers.get("location")!, frenchSite).pathname).toBe("/");
  });

  it("keeps the French locale in the i18n_redirected cookie, without a prefix", async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: "block" });
    const page = await open(context, "/formations", frenchSite);
    expect(await page.locator(".languages").count()).toBe(0);
    await eventually(async () => (await context.cookies()).find((cookie) => cookie.name === "i18n_redirected")?.value).toBe("fr");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected")!;
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
    // a year, give or take the test's own seconds
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(365 * 86_400 - 120);
    await context.close();
  });
});
