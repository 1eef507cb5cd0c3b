/**
 * Islands: the page is server HTML; a first tap is answered by the platform before any script runs, and each island
 * hydrates only when needed, adopting what is already open.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { chromiumForFile, DESKTOP, PHONE } from "./browser";
import { wakeIslands } from "./page-tools";

const site = inject("siteUrl");
const browser = chromiumForFile();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

/** A page, optionally with every script held back (as before they arrive), with the scripts it fetched and its errors. */
async function open(options: BrowserContextOptions, path = "/", { holdScripts = false, before = async (_page: Page): Promise<unknown> => undefined } = {}) {
  const context = await browser().newContext({ ...options, serviceWorkers: "block" });
  const page = await context.newPage();
  await before(page);
  const scripts: string[] = [];
  const errors: string[] = [];
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/assets\/.+\.js$/, (route) => {
    scripts.push(new URL(route.request().url()).pathname);
    if (!holdScripts) return route.fallback();
    return new Promise<void>((resolve) => held.push(() => route.fallback().then(resolve)));
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${site}${path}`, { waitUntil: holdScripts ? "domcontentloaded" : "load" });
  const release = async () => {
    holdScripts = false;
    await Promise.all(held.splice(0).map((go) => go()));
  };
  return { page, scripts, errors, release, close: () => context.close() };
}

const timeOrigin = (page: Page) => page.evaluate(() => performance.timeOrigin);
const hydratedIslands = (page: Page) => page.evaluate(() => [...document.querySelectorAll("[data-island][data-hydrated]")].map((el) => el.getAttribute("data-island")));
const openDialog = (page: Page) => page.evaluate(() => [...document.querySelectorAll("dialog[open]")].map((d) => `${d.id}${d.matches(":modal") ? " modal" : ""}`));

describe("islands", () => {
  it("a tap on the bottom bar's Brochure before any script has run opens the pop-in in the same document; the island then adopts it", async () => {
    const { page, errors, release, close } = await open(PHONE, "/formations/dcg", { holdScripts: true });
    const origin = await timeOrigin(page);
    expect(await page.evaluate(() => document.querySelectorAll("[data-island][data-hydrated]").length)).toBe(0);
    await page.locator(".mobile-cta button[data-popin=brochure]").tap();
    await eventually(() => openDialog(page)).toEqual(["pop-in-brochure modal"]);
    expect(await page.locator("#pop-in-brochure-title").textContent()).toBe("Brochure");
    await page.locator("#pop-in-brochure select[name=course]").focus();

    await release();
    await eventually(() => hydratedIslands(page)).toContain("popin");
    // Adopted: still open and modal, the formation preselected from the route, the lists filled, focus where it was.
    expect(await openDialog(page)).toEqual(["pop-in-brochure modal"]);
    await eventually(() => page.locator("#pop-in-brochure select[name=course] option").count()).toBeGreaterThan(5);
    expect(await page.locator("#pop-in-brochure select[name=course]").inputValue()).toBe("dcg");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("course");
    expect(await timeOrigin(page)).toBe(origin);

    await page.keyboard.press("Escape");
    await eventually(() => openDialog(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a tap on the burger before any script has run shows the sidebar in the same document; the island then keeps it open", async () => {
    const { page, errors, release, close } = await open(PHONE, "/", { holdScripts: true });
    const origin = await timeOrigin(page);
    await page.locator(".compact-bar .burger").tap();
    const sidebar = page.locator("#sidebar");
    await eventually(() => sidebar.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth + 1 && getComputedStyle(el).visibility !== "hidden")).toBe(true);
    await release();
    await eventually(() => hydratedIslands(page)).toContain("sidebar");
    expect(await sidebar.getAttribute("class")).toContain("sidebar--open");
    expect(await timeOrigin(page)).toBe(origin);
    expect(errors).toEqual([]);
    await close();
  });

  it("a page left alone hydrates nothing and only prefetches its islands' code, after it has loaded", async () => {
    const { page, errors, close } = await open(PHONE, "/campus/lyon");
    await page.waitForTimeout(2500);
    expect(await hydratedIslands(page)).toEqual([]);
    // Prefetched, not preloaded: fetched after the page's own resources, compiled only when an island wakes.
    // (React preloads the entry script itself, which runs at load anyway.)
    const hints = await page.evaluate(() => {
      const entry = document.querySelector<HTMLScriptElement>("script[type=module][src]")?.getAttribute("src");
      return [...document.querySelectorAll("link[rel=prefetch], link[rel=modulepreload]")].filter((link) => link.getAttribute("href") !== entry).map((link) => link.getAttribute("rel"));
    });
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.filter((rel) => rel !== "prefetch")).toEqual([]);
    // And only once the page has loaded: none of them competed with its text and images.
    const early = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd;
      const prefetched = new Set([...document.querySelectorAll("link[rel=prefetch]")].map((link) => (link as HTMLLinkElement).href));
      return performance.getEntriesByType("resource").filter((entry) => prefetched.has(entry.name) && entry.startTime < loaded).map((entry) => entry.name);
    });
    expect(early).toEqual([]);
    // No page data reaches the browser: the boot data holds the page's address and route, not its content.
    const boot = await page.evaluate(() => (window as unknown as { __BOOT__: { page: object } }).__BOOT__.page);
    expect(Object.keys(boot).sort()).toEqual(["path", "route"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a phone's scroll hydrates nothing: its compact bar is the header already, and the to-top arrow runs without React", async () => {
    const { page, errors, close } = await open(PHONE, "/");
    const arrow = page.locator("button.to-top");
    expect(await arrow.getAttribute("aria-hidden")).toBe("true");
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await eventually(() => arrow.getAttribute("class")).toContain("to-top--shown");
    expect([await arrow.getAttribute("aria-hidden"), await arrow.getAttribute("tabindex")]).toEqual(["false", "0"]);
    await page.waitForTimeout(1500);
    expect(await hydratedIslands(page)).toEqual([]);
    await arrow.tap();
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    await eventually(() => arrow.getAttribute("aria-hidden")).toBe("true");
    expect(await arrow.getAttribute("tabindex")).toBe("-1");
    expect(await hydratedIslands(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a phone's scroll down closes the burger menu of an address ending in #sidebar, the header waking for it", async () => {
    const { page, errors, close } = await open(PHONE, "/#sidebar");
    await eventually(() => hydratedIslands(page)).toEqual(["sidebar"]);
    await page.locator("#sidebar.sidebar--open").waitFor();
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await eventually(() => hydratedIslands(page)).toEqual(["header", "sidebar"]);
    await page.locator("#sidebar.sidebar--open").waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });

  it("a wide screen's scroll wakes the header, whose compact bar then slides in", async () => {
    const { page, errors, close } = await open(DESKTOP, "/");
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await eventually(() => hydratedIslands(page)).toEqual(["header"]);
    await eventually(() => page.locator(".compact-bar").getAttribute("class")).toContain("compact-bar--shown");
    expect(errors).toEqual([]);
    await close();
  });

  it("an island whose code failed to load wakes again at the visitor's next intent, under a fresh address, without a reload", async () => {
    // The runtime's own address fails for good, as in a browser that keeps a failed module fetch (Chromium 150); any
    // other address of it fails until the connection is back. Only a retry under a fresh address can wake the island.
    let connected = false;
    const asked: string[] = [];
    const loseRuntime = (page: Page) =>
      page.route(/\/assets\/runtime-[^/?]+\.js(\?.*)?$/, (route) => {
        const url = new URL(route.request().url());
        asked.push(url.search);
        return connected && url.searchParams.has("retry") ? route.fallback() : route.abort("connectionreset");
      });
    const { page, errors, close } = await open(DESKTOP, "/", { before: loseRuntime });
    const origin = await timeOrigin(page);
    // The one-reload guard has just been used: a failure now cannot reload the page, only a retry can help.
    await page.evaluate(() => sessionStorage.setItem("chunk-reload-at", String(Date.now())));
    const header = page.locator('[data-island="header"]');
    await header.dispatchEvent("focusin");
    // The failure is reported once the import and its retry have both failed: the island sleeps again.
    await eventually(() => errors.some((error) => error.includes("did not load"))).toBe(true);
    expect(asked.some((search) => search.startsWith("?retry="))).toBe(true);
    expect(await hydratedIslands(page)).toEqual([]);

    connected = true;
    await header.dispatchEvent("focusin");
    await eventually(() => hydratedIslands(page)).toEqual(["header"]);
    expect(await timeOrigin(page)).toBe(origin);
    await close();
  });

  it("fetches React DOM with V8's hint to compile all of it off the main thread, as the first line the minifier leaves alone", async () => {
    const { page, scripts, close } = await open(DESKTOP);
    await wakeIslands(page, ["header"]);
    const reactDom = scripts.find((path) => /^\/assets\/react-dom-[\w-]+\.js$/.test(path));
    expect(reactDom).toBeDefined();
    const source = await (await page.request.get(`${site}${reactDom}`)).text();
    const hint = "//# allFunctionsCalledOnLoad\n";
    expect(source.slice(0, hint.length)).toBe(hint);
    await close();
  });

  it("opens a mega-menu panel on the first hover, drawn then; its links lead to their page", async () => {
    const { page, errors, close } = await open(DESKTOP);
    const entry = page.locator(".mainbar .main-menu__item", { hasText: "Formations" });
    expect(await entry.locator(".dropdown a[href]").count()).toBe(0);
    await entry.hover();
    const link = entry.locator(".dropdown a[href^='/formations/']").first();
    await link.waitFor({ state: "visible" });
    expect(await entry.locator(".dropdown a[href]").count()).toBeGreaterThan(10);
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL(`${site}${href}`);
    expect(errors).toEqual([]);
    await close();
  });
});
