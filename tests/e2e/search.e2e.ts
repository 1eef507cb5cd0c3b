/**
 * Finding a programme in Chromium against the site and its demo CMS: the search field with and without JavaScript,
 * the catalogue's filters combined with their counts, and the campus map's links at 390 and 1440 px.
 */
import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, chromiumForFile, PHONE } from "./browser";
import { wakeIslands } from "./page-tools";

const site = inject("siteUrl");
const browser = chromiumForFile();
const SIZES = [["1440", DESKTOP], ["390", PHONE]] as const;

async function open(options: BrowserContextOptions, path: string, javaScriptEnabled = true) {
  const context = await browser().newContext({ ...options, javaScriptEnabled, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(`${site}${path}`);
  return page;
}

describe("the search field", () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`searches from the header at 1440 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async () => {
      const page = await open(DESKTOP, "/", javaScriptEnabled);
      await page.locator("#search-header").fill("comptabilite");
      await Promise.all([page.waitForURL(/\/recherche\?q=comptabilite$/), page.locator("#search-header").press("Enter")]);
      const first = page.locator(".search-result").first();
      expect(await first.locator(".search-result__kind").innerText()).toMatch(/formation/i);
      expect(await first.locator("a").getAttribute("href")).toBe("/formations/bts-cg");
      expect(await first.locator("mark").first().innerText()).toBe("Comptabilité");
      expect(await page.locator("#search-page").inputValue()).toBe("comptabilite");
      await page.context().close();
    });
  }

  it("suggests as the visitor types in the header, keyboard first: arrows, Enter opens the chosen page, Escape closes, the count announced", async () => {
    const page = await open(DESKTOP, "/");
    const field = page.locator("#search-header");
    // Typed before the header's island woke: the island keeps the text and takes over.
    await field.focus();
    await field.pressSequentially("compta");
    await wakeIslands(page, ["header"]);
    const listbox = page.locator(".search-form--header [role=listbox]");
    await listbox.waitFor({ state: "visible" });
    expect(await field.inputValue()).toBe("compta");
    const options = listbox.locator("[role=option]");
    expect(await options.count()).toBeGreaterThan(0);
    expect(await page.locator(".search-form--header [role=status]").innerText()).toMatch(/\d/);
    await field.press("ArrowDown");
    const active = await field.getAttribute("aria-activedescendant");
    expect(active).toBe(await options.first().getAttribute("id"));
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    await field.press("Escape");
    await listbox.waitFor({ state: "hidden" });
    await field.press("ArrowDown");
    await listbox.waitFor({ state: "visible" });
    const href = await options.first().locator("a").getAttribute("href");
    await Promise.all([page.waitForURL(`${site}${href}`), field.press("Enter")]);
    await page.context().close();
  });

  it("searches from the sidebar at 390 px without JavaScript, and offers the most visited programmes when nothing matches", async () => {
    const page = await open(PHONE, "/#sidebar", false);
    await page.locator("#search-sidebar").fill("xyzzy");
    await Promise.all([page.waitForURL(/\/recherche\?q=xyzzy$/), page.locator("#search-sidebar").press("Enter")]);
    expect(await page.locator(".empty-state").innerText()).toContain("Aucun résultat");
    expect(await page.locator(".search-popular .formation-card").count()).toBe(5);
    expect(await page.locator(".search-popular .formation-card a").first().getAttribute("href")).toBe("/formations/bts-cg");
    await page.context().close();
  });

  it("answers 400 for a query over 200 characters", async () => {
    const res = await fetch(`${site}/recherche?q=${"a".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Mauvaise requête.");
  });

  it("takes screenshots of /recherche?q=compta at 390 and 1440 px", async () => {
    for (const [name, options] of SIZES) {
      const page = await open(options, "/recherche?q=compta");
      expect(await page.locator(".search-group").first().getAttribute("aria-labelledby")).toBe("search-group-formation");
      await page.screenshot({ path: `/tmp/search-e2e-recherche-${name}.png`, fullPage: true });
      await page.context().close();
    }
  });
});

const count = async (page: Awaited<ReturnType<typeof open>>) => Number((await page.locator(".result-count").innerText()).match(/\d+/)![0]);

describe("the catalogue's filters", () => {
  it("combines rhythm, category and level of entry as links, the count matching the cards, noindex once combined", async () => {
    const page = await open(DESKTOP, "/formations", false);
    const all = await count(page);
    expect(all).toBeGreaterThan(70);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
    await Promise.all([page.waitForURL(/rythme=initial/), page.getByRole("navigation", { name: "Rythme" }).getByRole("link", { name: "Initial" }).click()]);
    const initial = await count(page);
    expect(initial).toBeLessThan(all);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
    await Promise.all([page.waitForURL(/categorie=bts&rythme=initial/), page.getByRole("navigation", { name: "Filière" }).getByRole("link", { name: "BTS" }).click()]);
    expect(await count(page)).toBe(3);
    expect(await page.locator(".formation-card").count()).toBe(3);
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(1);
    await Promise.all([page.waitForURL(/entree=0/), page.getByRole("navigation", { name: "Niveau d’entrée" }).getByRole("link", { name: "Bac", exact: true }).click()]);
    expect(new URL(page.url()).search).toBe("?categorie=bts&rythme=initial&entree=0");
    expect(await page.locator(".formation-card").count()).toBe(await count(page));
    await page.context().close();
  });

  it("filters by campus with a GET form that keeps the other filters, at 390 and 1440 px", async () => {
    for (const [name, options] of SIZES) {
      const page = await open(options, "/formations?rythme=alternance", false);
      await page.locator("#campus-filter").selectOption("lyon");
      await Promise.all([page.waitForURL(/campus=lyon/), page.locator(".campus-filter__apply").click()]);
      const search = new URL(page.url()).searchParams;
      expect([search.get("rythme"), search.get("campus")]).toEqual(["alternance", "lyon"]);
      const shown = await count(page);
      expect(shown).toBeGreaterThan(0);
      expect(await page.locator(".formation-card").count()).toBe(shown);
      await page.screenshot({ path: `/tmp/search-e2e-formations-${name}.png`, fullPage: true });
      await page.context().close();
    }
  });
});

describe("the campus map", () => {
  for (const [name, options] of SIZES) {
    it(`links every campus, labelled and reachable by keyboard, at ${name} px`, async () => {
      const page = await open(options, "/campus");
      const points = page.locator(".campus-map a");
      expect(await points.count()).toBe(26);
      const hrefs = await points.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs.every((href) => /^\/campus\/[a-z-]+$/.test(href!))).toBe(true);
      expect(await page.locator(".campus-grid a").count()).toBe(26);
      // readable: every label at least 10 px high on screen
      const heights = await page.locator(".campus-map text").evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(10);
      await page.screenshot({ path: `/tmp/search-e2e-campus-${name}.png`, fullPage: true });
      await points.filter({ hasText: "Lyon" }).focus();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/campus/lyon");
      await Promise.all([page.waitForURL(/\/campus\/lyon$/), page.keyboard.press("Enter")]);
      // a client navigation: the new page's heading comes a moment after the address
      await page.locator("h1", { hasText: "Lyon" }).waitFor();
      await page.context().close();
    });
  }
});
