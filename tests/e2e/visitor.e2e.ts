/**
 * What a visitor trips on, in Chromium against the site and its demo CMS: in-page anchors and their offset,
 * filters, header links, the group footer frame, the spontaneous application, the access delay, the menu
 * without JavaScript, keyboard paths through the header and the pop-in. The axe-core sweep is tests/e2e/axe.e2e.ts.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { HASH_SCROLL_OFFSET_PX } from "../../core/constants";
import { DESKTOP, chromiumForFile, PHONE } from "./browser";
import { linkTo, wakeIslands } from "./page-tools";

const site = inject("siteUrl");
const SIZES = [["1440", DESKTOP], ["390", PHONE]] as const;
const browser = chromiumForFile();

/** A page in a fresh context, its islands woken unless JavaScript is off. */
async function open(options: BrowserContextOptions, path: string, javaScriptEnabled = true) {
  const context = await browser().newContext({ ...options, javaScriptEnabled, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(`${site}${path}`);
  if (javaScriptEnabled) await wakeIslands(page);
  return { page, context };
}

/** When the document began: another value means the browser loaded the page again. */
const timeOrigin = (page: Page) => page.evaluate(() => performance.timeOrigin);

const anchorTop = (page: Page, id: string) => page.evaluate((anchor) => document.getElementById(anchor)!.getBoundingClientRect().top, id);
/**
 * Waits until the anchor rests the hash offset below the top (a smooth scroll takes a moment). Polled from the test:
 * where the page's JavaScript is off, nothing of the test's can wait inside the page, but it can still read it.
 */
const landsAtOffset = (page: Page, id: string) =>
  expect.poll(async () => Math.abs((await anchorTop(page, id)) - HASH_SCROLL_OFFSET_PX) < 2, { timeout: 10_000, interval: 100 }).toBe(true);
const active = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const activeInside = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

describe("in-page anchors", () => {
  for (const [name, size] of SIZES) {
    it(`on a programme page at ${name} px, scroll smoothly to the section 250 px down, keep the path and the document`, async () => {
      const { page, context } = await open(size, "/formations/dcg");
      const loaded = await timeOrigin(page);
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { scrolls: number[] }).scrolls = seen;
        addEventListener("scroll", () => seen.push(scrollY));
      });
      await page.locator('.anchor-nav a[href="#admission"]').click();
      await landsAtOffset(page, "admission");
      expect(page.url()).toBe(`${site}/formations/dcg#admission`);
      // Smooth: the page passed through positions on the way, not one jump.
      expect(await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls.length)).toBeGreaterThan(2);
      await page.screenshot({ path: `/tmp/visitor-e2e-anchor-${name}.png` });

      // Dispatched where it is: a click would first scroll the page up to the link, and back returns to where the
      // visitor left, which would then be the link's place (or the anchor's, as the browser's save of it races).
      await page.locator('.anchor-nav a[href="#tarif"]').dispatchEvent("click");
      await landsAtOffset(page, "tarif");
      // Back returns to the previous anchor of the same page, without loading it again.
      await page.goBack();
      await landsAtOffset(page, "admission");
      expect(page.url()).toBe(`${site}/formations/dcg#admission`);
      expect(await timeOrigin(page)).toBe(loaded);
      await context.close();
    });

    it(`on a first load with a hash at ${name} px, land 250 px above the anchor, with and without JavaScript`, async () => {
      for (const javaScript of [true, false]) {
        const { page, context } = await open(size, "/formations/dcg#admission", javaScript);
        await landsAtOffset(page, "admission");
        await context.close();
      }
    });
  }

  it("without JavaScript, a section link lands 250 px above its section too", async () => {
    const { page, context } = await open(DESKTOP, "/formations/dcg", false);
    await page.locator('.anchor-nav a[href="#certification"]').click();
    await landsAtOffset(page, "certification");
    await context.close();
  });
});

describe("filters", () => {
  it("ignore unknown values and list everything", async () => {
    const { page, context } = await open(DESKTOP, "/agenda");
    const count = async (path: string, item: string) => {
      const res = await page.goto(`${site}${path}`);
      expect(res?.status(), path).toBe(200);
      return page.locator(item).count();
    };
    const events = await count("/agenda", ".event-card");
    const formations = await count("/formations", ".formation-card");
    expect(events).toBeGreaterThan(0);
    expect(formations).toBeGreaterThan(0);
    expect(await count("/agenda?type=zzz", ".event-card")).toBe(events);
    expect(await count("/formations?categorie=zzz", ".formation-card")).toBe(formations);
    expect(await count("/formations?niveau=zzz", ".formation-card")).toBe(formations);
    await context.close();
  });
});

describe("header and footer links", () => {
  it("alumni and services go to the site's own pages; no other link leaves the site but the footer's two group pages", async () => {
    const { page, context } = await open(DESKTOP, "/");
    expect(await page.locator(".topbar a", { hasText: "Alumni" }).getAttribute("href")).toBe("/alumni");
    await page.locator(".topbar .services-menu .toggle-menu__button").click();
    const services = page.locator("#topbar-services-options a");
    expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/edito-reseau-competences-et-developpement",
      "/art-culture",
      "/formations-reseau",
      "/decouvrir-nos-podcasts",
    ]);
    await services.first().click();
    await page.waitForURL(`${site}/edito-reseau-competences-et-developpement`);
    const chromeHosts = await page
      .locator(".site-header a, #sidebar a, .site-footer__legal a")
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).host));
    // the only ways out of the site: the footer's two group pages the demo configures (recruitment, complaint form)
    expect(chromeHosts.filter((host) => host !== new URL(site).host)).toEqual(["recrutement.example-ecole.fr", "reclamation.example-ecole.fr"]);
    await context.close();
  });

  for (const [name, size] of SIZES) {
    it(`frames the group footer page, 115 px high, titled, lazy, sandboxed, allowed by the CSP, at ${name} px`, async () => {
      const { page, context } = await open(size, "/");
      const refused: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      const frame = page.locator("iframe.site-footer__group");
      expect(await frame.getAttribute("title")).toBe("Les écoles du groupe");
      expect(await frame.getAttribute("loading")).toBe("lazy");
      expect(await frame.getAttribute("sandbox")).toMatch(/^allow-popups/);
      await frame.scrollIntoViewIfNeeded();
      expect((await frame.boundingBox())?.height).toBe(115);
      const inside = page.frameLocator("iframe.site-footer__group");
      await inside.locator("text=Nos campus").waitFor();
      // The group footer's own text fits its 115 px.
      expect(await inside.locator("body").evaluate((body) => body.scrollHeight)).toBeLessThanOrEqual(115);
      await page.screenshot({ path: `/tmp/visitor-e2e-footer-${name}.png`, fullPage: false });
      expect(refused).toEqual([]);
      await context.close();
    });
  }
});

describe("the visitor's other ways", () => {
  it("'Candidature spontanée' on the apprenticeship offers and company pages opens the online application", async () => {
    for (const path of ["/offres-alternance", "/entreprise", "/entreprises"]) {
      const { page, context } = await open(DESKTOP, path);
      await page.getByRole("button", { name: "Candidature spontanée" }).click();
      await page.locator("#pop-in dialog[open]").waitFor({ state: "visible" });
      expect(await page.locator("#pop-in dialog[open] .popin__title").innerText(), path).toBe("Candidature en ligne");
      await context.close();
    }
  });

  it("the admission section says the access delay: Parcoursup for a BTS, 48 h to 9 months otherwise", async () => {
    const { page, context } = await open(PHONE, "/formations/bts-cg");
    expect(await page.locator("#admission .access-delay").innerText()).toBe(
      "Délai d’accès\u00a0: selon le calendrier de Parcoursup, la plateforme nationale d’admission dans l’enseignement supérieur.",
    );
    await page.goto(`${site}/formations/dcg`);
    expect(await page.locator("#admission .access-delay").innerText()).toBe("Délai d’accès\u00a0: entre 48\u00a0h et 9\u00a0mois, selon la date de votre candidature et celle de la rentrée.");
    await context.close();
  });

  it("the payment pages keep the logo and a way home", async () => {
    for (const path of ["/paiement-en-ligne", "/autre-moyen-de-paiement"]) {
      const { page, context } = await open(PHONE, path);
      expect(await page.locator(".empty-header .logo").isVisible(), path).toBe(true);
      await page.locator(".empty-header__home").click();
      await page.waitForURL(`${site}/`);
      await page.locator(".hero").waitFor();
      await context.close();
    }
  });

  it("the commitments have one address: /ecole/engagements lands on /ecole/nos-engagements", async () => {
    const res = await fetch(`${site}/ecole/engagements`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/ecole/nos-engagements");
    const { page, context } = await open(DESKTOP, "/ecole/engagements");
    expect(page.url()).toBe(`${site}/ecole/nos-engagements`);
    await context.close();
  });

  it("the home headline counts the campuses of the CMS", async () => {
    const { page, context } = await open(DESKTOP, "/");
    const listed = await page.evaluate(() => (window as unknown as { __BOOT__: { chrome: { campuses: unknown[] } } }).__BOOT__.chrome.campuses.length);
    expect(listed).toBeGreaterThan(0);
    expect(await page.locator(".hero__count").innerText()).toBe(`${listed} campus`);
    await context.close();
  });

  it("the loading bar waits 200 ms: a quick page change never shows it, a slow one does, in the page being left", async () => {
    const context = await browser().newContext({ ...DESKTOP, serviceWorkers: "block" });
    // Each page records the bar's phases (ms after the click) and how long it took to leave, kept across the page change.
    await context.addInitScript(() => {
      const seen: { phase: string; at: number }[] = [];
      let clickedAt = 0;
      addEventListener("click", () => (clickedAt = performance.now()), { capture: true });
      addEventListener("DOMContentLoaded", () => {
        const bar = document.querySelector(".loading-bar");
        const record = () => seen.push({ phase: bar!.getAttribute("data-phase")!, at: performance.now() - clickedAt });
        if (bar) new MutationObserver(record).observe(bar, { attributes: true, attributeFilter: ["data-phase"] });
      });
      addEventListener("pagehide", () => sessionStorage.setItem("left", JSON.stringify({ seen, ms: performance.now() - clickedAt })));
    });
    const page = await context.newPage();
    type Left = { seen: { phase: string; at: number }[]; ms: number };
    const left = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("left") ?? "null") as Left | null);

    // On a busy machine even a page fetched ahead can take longer than 200 ms to replace this one, which proves
    // nothing: page changes go back and forth until one is quick (under 150 ms from the click to leaving).
    await page.goto(`${site}/agenda`);
    await page.goto(`${site}/`);
    let quick: Left | null = null;
    for (let attempt = 0; attempt < 6 && !quick; attempt++) {
      const path = attempt % 2 ? "/" : "/agenda";
      await (await linkTo(page, path)).click();
      await page.waitForURL(`${site}${path}`);
      const record = await left();
      if (record && record.ms < 150) quick = record;
    }
    expect(quick, "no page change was quicker than 150 ms in six tries: the machine is too busy to tell").not.toBeNull();
    expect(quick!.seen).toEqual([]);

    // A link the browser does not fetch ahead, to an address no other link of the page has, answered after 1.2 s.
    await page.route(`${site}/actualites?lent`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await (await linkTo(page, "/actualites?lent", { rel: "nofollow" })).click();
    await page.waitForURL(`${site}/actualites?lent`);
    const slow = await left();
    const running = slow?.seen.find((entry) => entry.phase === "running");
    expect(running, JSON.stringify(slow)).toBeDefined();
    expect(running!.at).toBeGreaterThanOrEqual(180);
    await context.close();
  });

  it("a menu opened before hydration stays open once the scripts run, then works as the enhanced one", async () => {
    const { page, context } = await open(PHONE, "/formations#sidebar");
    await page.locator("#sidebar.sidebar--open").waitFor();
    expect(page.url()).toBe(`${site}/formations`);
    await page.keyboard.press("Escape");
    await page.locator("#sidebar").waitFor({ state: "hidden" });
    const burger = page.locator("button.burger");
    expect(await burger.getAttribute("aria-expanded")).toBe("false");
    await burger.click();
    expect(await page.locator("#sidebar .sidebar__panel").getAttribute("data-level")).toBe("main");
    await context.close();
  });
});

describe("keyboard", () => {
  it("passes the closed campus mega-menu with Tab; Enter, Space and ArrowDown open it; Escape closes it and returns focus", async () => {
    const { page, context } = await open(DESKTOP, "/");
    const panel = page.locator("#menu-0-panel");
    await page.locator(".mainbar .logo").focus();
    await page.keyboard.press("Tab");
    expect(await active(page)).toBe("Nos campus");
    expect(await panel.isVisible()).toBe(false);
    await page.keyboard.press("Tab");
    expect(await active(page)).toBe("Formations");
    await page.keyboard.press("Shift+Tab");

    for (const key of ["Enter", "Space"]) {
      await page.keyboard.press(key);
      await panel.waitFor({ state: "visible" });
      expect(await active(page), key).toBe("Nos campus");
      await page.keyboard.press(key);
      await panel.waitFor({ state: "hidden" });
    }
    await page.keyboard.press("ArrowDown");
    await panel.waitFor({ state: "visible" });
    expect(await activeInside(page, "#menu-0-panel")).toBe(true);
    await page.keyboard.press("Tab");
    expect(await activeInside(page, "#menu-0-panel")).toBe(true);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    expect(await active(page)).toBe("Nos campus");

    // Every closed panel stays out of the tab order: Tab from the logo to the calls to action meets only the triggers.
    await page.locator(".mainbar .logo").focus();
    const met: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      await page.keyboard.press("Tab");
      met.push(await active(page));
    }
    expect(met).toEqual(["Nos campus", "Formations", "Admission", "Entreprises", "L’école", "Actualités", "Brochure"]);
    await context.close();
  });

  it("never tabs into the closed sidebar, and the open one keeps focus until Escape gives it back to the burger", async () => {
    const { page, context } = await open({ viewport: { width: 1200, height: 900 } }, "/");
    await page.locator(".compact-bar .logo").focus();
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press("Tab");
      expect(await activeInside(page, "#sidebar")).toBe(false);
    }
    const burger = page.locator(".compact-bar .burger");
    await burger.focus();
    await page.keyboard.press("Enter");
    await page.locator("#sidebar.sidebar--open").waitFor();
    // Opened by the platform (the page's target); holding the focus in it is the island's work.
    await page.locator('[data-island="sidebar"][data-hydrated]').waitFor({ state: "attached" });
    await page.waitForFunction(() => document.getElementById("sidebar")?.contains(document.activeElement));
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press(i % 5 === 0 ? "Shift+Tab" : "Tab");
      expect(await activeInside(page, "#sidebar")).toBe(true);
    }
    await page.keyboard.press("Escape");
    await page.locator("#sidebar").waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.classList.contains("burger"))).toBe(true);
    await context.close();
  });

  it("keeps focus inside the open pop-in through any number of Tabs, both ways, and Escape returns it", async () => {
    const { page, context } = await open(DESKTOP, "/formations/dcg");
    const trigger = page.locator(".mainbar button.chrome-cta--registration");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.locator("#pop-in dialog[open]").waitFor({ state: "visible" });
    // The platform's modal lets Tab reach the browser's own controls once per round; the island keeps it inside.
    await page.locator('[data-island="popin"][data-hydrated]').waitFor({ state: "attached" });
    for (let i = 0; i < 24; i += 1) {
      await page.keyboard.press("Tab");
      expect(await activeInside(page, "#pop-in"), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await activeInside(page, "#pop-in"), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await page.locator("#pop-in dialog[open]").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.classList.contains("chrome-cta--registration"))).toBe(true);
    await context.close();
  });
});
