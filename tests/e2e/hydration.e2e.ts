/** When the browser takes the page over: the first load fetches a small entry only; React follows at idle or at first use. */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { chromiumForFile, DESKTOP, PHONE } from "./browser";

const site = inject("siteUrl");
const browser = chromiumForFile();

/** A page on a connection that asked to save data (no work at idle), with the scripts it fetched and the errors it met. */
async function open(options: BrowserContextOptions, { saveData }: { saveData: boolean }) {
  const context = await browser().newContext({ ...options, serviceWorkers: "block" });
  if (saveData) await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${site}/`, { waitUntil: "load" });
  return { page, scripts, errors, close: () => context.close() };
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });

describe("deferred hydration", () => {
  it("loads only the small entry script until the visitor reaches for the page, on a data-saving connection", async () => {
    const { page, scripts, errors, close } = await open(PHONE, { saveData: true });
    await page.waitForTimeout(3000);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/client-[\w-]+\.js$/);
    expect(await isHydrated(page)).toBe(false);
    // Meanwhile the page is the one that works without scripts: the burger is a link to the sidebar.
    expect(await page.locator(".compact-bar .burger").evaluate((el) => el.tagName)).toBe("A");

    await page.keyboard.press("Shift");
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(1);
    expect(await page.locator(".compact-bar .burger").evaluate((el) => el.tagName)).toBe("BUTTON");
    expect(errors).toEqual([]);
    await close();
  });

  it("hydrates by itself once the page is idle, without any input", async () => {
    const { page, errors, close } = await open(PHONE, { saveData: false });
    await hydrated(page);
    expect(errors).toEqual([]);
    await close();
  });

  it("fetches React DOM with V8's hint to compile all of it off the main thread, as the first line the minifier leaves alone", async () => {
    const { page, scripts, close } = await open(PHONE, { saveData: false });
    await hydrated(page);
    const reactDom = scripts.find((path) => /^\/assets\/react-dom-[\w-]+\.js$/.test(path));
    expect(reactDom).toBeDefined();
    const source = await (await page.request.get(`${site}${reactDom}`)).text();
    const hint = "//# allFunctionsCalledOnLoad\n";
    expect(source.slice(0, hint.length)).toBe(hint);
    await close();
  });

  it("draws a mega-menu panel when it first opens; its links navigate on the client", async () => {
    const { page, errors, close } = await open(DESKTOP, { saveData: false });
    await hydrated(page);
    const entry = page.locator(".mainbar .main-menu__item", { hasText: "Formations" });
    expect(await entry.locator(".dropdown a[href]").count()).toBe(0);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await entry.hover();
    const link = entry.locator(".dropdown a[href^='/formations/']").first();
    await link.waitFor({ state: "visible" });
    expect(await entry.locator(".dropdown a[href]").count()).toBeGreaterThan(10);
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL(`${site}${href}`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await entry.locator(".dropdown").isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
