/**
 * Page changes from memory, in Chromium: a page the rules fetch ahead is served from memory on the tap; Save-Data
 * fetches nothing ahead; every page type comes back from the back/forward cache (Playwright turns that cache off by
 * default: this file launches Chromium without its --disable-back-forward-cache); and a page view's field data
 * reaches the edge.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
// @ts-expect-error plain ESM script without types
import { launchTabBrowser, openTab } from "../../bench/tab-browser.mjs";
import { HOLDING_SHUTDOWN } from "../ui/page-shutdown";
import { DESKTOP, PHONE } from "./browser";

const site = inject("siteUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
});
afterAll(() => browser?.close());

const eventually = <T>(read: () => T | Promise<T>, timeout = 20_000) => expect.poll(read, { timeout, interval: 200 });

/** The page's requests of the document at `path` (not the offline worker's own), with whether each was a fetch ahead (Sec-Purpose: prefetch). */
function documentRequests(context: BrowserContext, path: string) {
  const seen: { ahead: boolean }[] = [];
  context.on("request", (request) => {
    if (!request.serviceWorker() && (request.resourceType() === "document" || request.headers()["sec-purpose"])) {
      if (new URL(request.url()).pathname === path) seen.push({ ahead: Boolean(request.headers()["sec-purpose"]) });
    }
  });
  return seen;
}

type PrerenderRule = { urls?: string[]; where?: object };

/** The prerender rules the page has written: the next pages' (a list of urls), then any page's on intent (a `where`). */
const prerenderRules = (page: Page): Promise<PrerenderRule[]> =>
  page.evaluate(() => [...document.querySelectorAll("script[type=speculationrules]")].flatMap((script) => JSON.parse(script.textContent ?? "{}").prerender ?? []));

/** Whether any of the page's rules renders the catalogue: a list naming it, or a rule for links that does not leave it out. */
const catalogueRendered = async (page: Page) =>
  (await prerenderRules(page)).some((rule) => rule.urls?.includes("/formations") || (rule.where && !JSON.stringify(rule.where).includes('{"not":{"href_matches":"/formations"}}')));

/** The pages the page's rules render ahead (their list). */
const renderedAhead = async (page: Page) => (await prerenderRules(page)).flatMap((rule) => rule.urls ?? []);

/** The text of the page's speculation rules (the next pages', then any page's on intent), or null before they are written. */
const rulesWritten = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("script[type=speculationrules]")].map((script) => script.textContent).join("\n") || null);

describe("pages fetched ahead", () => {
  it("the home page's catalogue link is fetched once ahead and the tap is served from memory", async () => {
    const context = await browser.newContext(PHONE);
    const toCatalogue = documentRequests(context, "/formations");
    const page = await context.newPage();
    await page.goto(`${site}/`, { waitUntil: "load" });
    // On a first visit the rules wait for the offline worker to take the page over (ui/browser/navigation/speculation.ts).
    await eventually(() => rulesWritten(page)).toContain('"/formations"');
    await eventually(() => toCatalogue.filter((r) => r.ahead).length).toBe(1);
    await page.waitForTimeout(1000);

    await page.locator("main a.button--primary[href='/formations']").first().tap();
    await page.waitForURL(`${site}/formations`);
    const delivery = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType);
    expect(delivery).toBe("navigational-prefetch");
    expect(toCatalogue.filter((r) => r.ahead)).toHaveLength(1);
    await context.close();
  });

  it("the rules wait for the page's load, and are out of the page while it sleeps in the back/forward cache", async () => {
    const context = await browser.newContext(PHONE);
    type Counts = { atLoad?: number; atRestore?: number };
    await context.addInitScript(() => {
      const counts: Counts = {};
      (window as unknown as { rules: Counts }).rules = counts;
      const count = () => document.querySelectorAll("script[type=speculationrules]").length;
      addEventListener("load", () => (counts.atLoad = count()));
      addEventListener("pageshow", (event) => event.persisted && (counts.atRestore = count()));
    });
    const counts = (page: Page) => page.evaluate(() => (window as unknown as { rules: Counts }).rules);
    const page = await context.newPage();
    await page.goto(`${site}/`, { waitUntil: "load" });
    await eventually(() => rulesWritten(page)).toContain('"/formations"');
    // The offline worker now holds the site: the next page's rules would be written as its entry runs, before its load.
    await page.goto(`${site}/agenda`, { waitUntil: "networkidle" });
    await eventually(() => rulesWritten(page)).not.toBeNull();
    expect((await counts(page)).atLoad).toBe(0);

    await page.goto(`${site}/campus`, { waitUntil: "load" });
    await page.goBack({ waitUntil: "commit" });
    await eventually(() => counts(page).then((c) => c.atRestore)).toBe(0);
    await eventually(() => rulesWritten(page)).not.toBeNull();
    await context.close();
  });

  it("a tap on another page drops the next pages' rules (the browser then drops what they fetch); a tap on one of them keeps them", async () => {
    const context = await browser.newContext(PHONE);
    // What rules the page being left still had once its click was handled (the page's own handlers run before the window's).
    await context.addInitScript(() =>
      addEventListener("click", () => localStorage.setItem("rulesAtClick", JSON.stringify([...document.querySelectorAll("script[type=speculationrules]")].map((s) => s.textContent)))),
    );
    const page = await context.newPage();
    const rulesAtClick = async () => JSON.parse((await page.evaluate(() => localStorage.getItem("rulesAtClick"))) ?? "[]") as string[];
    for (const [link, kept] of [["main a[href='/agenda/portes-ouvertes-paris']", false], ["main a.button--primary[href='/formations']", true]] as const) {
      await page.goto(`${site}/`, { waitUntil: "load" });
      await eventually(() => rulesWritten(page)).toContain('"/formations"');
      await page.evaluate(() => localStorage.removeItem("rulesAtClick"));
      const href = await page.locator(link).first().getAttribute("href");
      await page.locator(link).first().tap();
      await page.waitForURL(`${site}${href}`);
      const left = await rulesAtClick();
      // The next pages' rules are the page's only list rules (the rules on intent match links).
      expect(left.some((rules) => rules.includes('"source":"list"'))).toBe(kept);
      expect(left.some((rules) => rules.includes('"conservative"'))).toBe(true);
    }
    await context.close();
  });

  it("the page rendered ahead is one a link on the screen puts forward: the bottom bar's agenda on a phone, the menu's campuses on a desktop", async () => {
    // The catalogue has no primary button; its bottom bar shows on a phone only, its menu on a desktop only.
    for (const [device, rendered] of [[PHONE, "/agenda"], [DESKTOP, "/campus"]] as const) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      await page.goto(`${site}/formations`, { waitUntil: "load" });
      await eventually(() => renderedAhead(page)).toEqual([rendered]);
      await context.close();
    }
  });

  it("the page rendered ahead lives while the link that put it forward is in sight: scrolled away, no rule renders it; back in sight, rendered again", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${site}/`, { waitUntil: "load" });
    await eventually(() => catalogueRendered(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await eventually(() => catalogueRendered(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => catalogueRendered(page)).toBe(true);
    await context.close();
  });

  it("scrolled away, Chromium drops the page it rendered ahead, and renders it again once its link is back", async () => {
    // Held through its tab, as a visitor's browser: Chromium refuses every prerender to Playwright's pages.
    const tabs = await launchTabBrowser({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, userAgent: PHONE.userAgent });
    // The pages Chromium renders ahead in the tab (each a target of its own), and how many it has started.
    const live = new Set<string>();
    let started = 0;
    tabs.on(({ method, params }: { method: string; params: { sessionId: string; targetInfo?: { subtype?: string } } }) => {
      if (method === "Target.attachedToTarget" && params.targetInfo?.subtype === "prerender") {
        live.add(params.sessionId);
        started += 1;
      } else if (method === "Target.detachedFromTarget") live.delete(params.sessionId);
    });
    try {
      const tab = await openTab(tabs, (send: (method: string, params?: object) => void) => {
        send("Emulation.setDeviceMetricsOverride", { width: PHONE.viewport!.width, height: PHONE.viewport!.height, deviceScaleFactor: 1, mobile: true });
        send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
      });
      await tab.send("Page.navigate", { url: `${site}/` });
      await eventually(() => live.size, 30_000).toBe(1);
      await tab.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)");
      await eventually(() => live.size).toBe(0);
      await tab.evaluate("window.scrollTo(0, 0)");
      await eventually(() => live.size, 30_000).toBe(1);
      expect(started).toBe(2);
      await tab.close();
    } finally {
      await tabs.close();
    }
  });

  it("nothing listens for a page's hiding until its field data is measured: a page rendered ahead, then dropped, is shut down at once", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The listeners Chromium must run before it may shut a page's renderer down (its sudden termination disablers).
    const holding = async () => {
      const types: string[] = [];
      for (const target of ["window", "document"]) {
        const { result } = await cdp.send("Runtime.evaluate", { expression: target });
        const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId! });
        types.push(...listeners.map((listener) => listener.type).filter((type) => HOLDING_SHUTDOWN.includes(type)));
      }
      return types.sort();
    };
    for (const path of ["/", "/formations", "/agenda/portes-ouvertes-paris"]) {
      await page.goto(`${site}${path}`, { waitUntil: "load" });
      expect(await holding(), path).toEqual([]);
    }
    // Once the page is measured, its last report is sent as it is hidden.
    await eventually(async () => [...new Set(await holding())]).toEqual(["pagehide", "visibilitychange"]);
    await context.close();
  });

  it("with Save-Data, no rules are written and nothing is fetched ahead", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    const ahead: string[] = [];
    context.on("request", (request) => {
      if (request.headers()["sec-purpose"] && !new URL(request.url()).pathname.startsWith("/assets/")) ahead.push(request.url());
    });
    await page.goto(`${site}/`, { waitUntil: "load" });
    expect(await page.evaluate(() => (navigator as Navigator & { connection: { saveData: boolean } }).connection.saveData)).toBe(true);
    // Long enough for the offline worker to take over, after which rules would be written.
    await page.waitForTimeout(12_000);
    expect(await rulesWritten(page)).toBeNull();
    expect(ahead).toEqual([]);
    await context.close();
  });
});

/** One page of each type: the route table's pages (articles by one of them), the search, two lists' second pages. */
const PAGE_TYPES = [
  "/",
  "/formations",
  "/formations/dcg",
  "/campus",
  "/campus/lyon",
  "/actualites",
  "/actualites/page/2",
  "/blog",
  "/agenda",
  "/agenda/portes-ouvertes-paris",
  "/fiches-metiers",
  "/formations-reseau",
  "/offres-alternance",
  "/article",
  "/contact",
  "/recherche?q=compta",
];

/** A news item, a blog post and a career sheet: their slugs are the demo seed's, read from their lists. */
async function detailPages(page: Page): Promise<string[]> {
  const first = async (list: string, prefix: string) => {
    await page.goto(`${site}${list}`);
    return page.evaluate((start) => [...document.querySelectorAll<HTMLAnchorElement>(`main a[href^="${start}"]`)].map((a) => a.pathname).find((p) => p.split("/").length === 3 && !p.includes("/page/")), prefix);
  };
  return [await first("/actualites", "/actualites/"), await first("/blog", "/blog/"), await first("/fiches-metiers", "/fiches-metiers/")].filter((p): p is string => Boolean(p));
}

describe("back/forward cache", () => {
  it("every page type comes back from it: restored, not loaded again", { timeout: 300_000 }, async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    const page = await context.newPage();
    await context.addInitScript(() => addEventListener("pageshow", (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.enable");
    let notUsed: string[] = [];
    cdp.on("Page.backForwardCacheNotUsed", (event) => (notUsed = event.notRestoredExplanations.map((e) => `${e.type}: ${e.reason}`)));
    const details = await detailPages(page);
    expect(details).toHaveLength(3);

    const refused: string[] = [];
    for (const path of [...PAGE_TYPES, ...details]) {
      notUsed = [];
      // Read for a moment first: a frame still loading (the group footer) keeps a page out of the cache by chance alone.
      await page.goto(`${site}${path}`, { waitUntil: "networkidle" });
      await page.goto(`${site}/agenda?type=salon`, { waitUntil: "load" });
      // A page restored from the cache fires pageshow, not load.
      await page.goBack({ waitUntil: "commit" });
      const restored = await page
        .waitForFunction(() => (window as unknown as { restored?: boolean }).restored === true, null, { timeout: 5000 })
        .then(() => true, () => false);
      if (!restored) refused.push(`${path}: ${notUsed.join(", ") || "loaded again"}`);
    }
    expect(refused).toEqual([]);
    await context.close();
  });
});

describe("field data", () => {
  it("a page view sends one beacon when the visitor leaves: route name, device class, connection, metrics; the edge takes it", async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    // The beacon leaves as the page goes: what it said is kept where the next page of the site can read it.
    await context.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith("/__vitals")) localStorage.setItem("beacons", `${localStorage.getItem("beacons") ?? ""}${String(data)}\n`);
        return send(url, data);
      };
    });
    const page = await context.newPage();
    await page.goto(`${site}/formations/dcg`, { waitUntil: "load" });
    // The module loads once the page has loaded and the browser is idle (at most 2 s later), then measures.
    await page.waitForTimeout(5000);
    // an interaction for INP to measure: a tap on the title
    await page.locator("main h1").tap();
    // its timing is told to the page after the next frame
    await page.waitForTimeout(500);
    await page.goto(`${site}/agenda`, { waitUntil: "load" });
    await eventually(() => page.evaluate(() => localStorage.getItem("beacons"))).toBeTruthy();
    const sent = (await page.evaluate(() => localStorage.getItem("beacons") ?? "")).trim().split("\n");
    expect(sent).toHaveLength(1);
    const beacon = JSON.parse(sent[0]!) as Record<string, unknown>;
    expect(beacon).toMatchObject({ kind: "page-view", route: "formation", device: "phone", connection: "4g", navigation: "navigate" });
    expect(typeof beacon.TTFB).toBe("number");
    expect(typeof beacon.LCP).toBe("number");
    // the element at fault as a selector: tags, each with its id or classes, from the nearest id down
    const selector = /^[a-z][\w-]*(?:#[\w-]+|(?:\.[\w-]+)*)(?:>[a-z][\w-]*(?:#[\w-]+|(?:\.[\w-]+)*))*$/;
    expect(beacon.lcpTarget, sent[0]).toMatch(selector);
    expect(beacon.inpTarget, sent[0]).toMatch(selector);
    expect(beacon.inpTarget).toMatch(/(?:^|>)h1\b/);
    expect(typeof beacon.INP).toBe("number");
    expect(sent[0]).not.toContain("dcg");
    // What the browser sent is what the edge takes (a beacon leaving a page is out of the test's sight once sent).
    const taken = await fetch(`${site}/__vitals`, { method: "POST", body: sent[0], headers: { "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin" } });
    expect(taken.status).toBe(204);
    await context.close();
  });
});
