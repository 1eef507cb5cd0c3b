/** The site chrome in Chromium at 1440, 1200 and 390 px: navbar, mega-menu, compact bar, sidebar, footer and page behaviours. */
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, chromiumForFile, PHONE } from "./browser";
import { ONLINE_TOAST_MS } from "../../core/constants";
import { linkTo, wakeIslands } from "./page-tools";

const site = inject("siteUrl");
const MIDDLE: BrowserContextOptions = { viewport: { width: 1200, height: 900 } };
const browser = chromiumForFile();
const contexts: BrowserContext[] = [];

/** A page at a size, its islands woken as by a visitor's first use; page errors and failed hydrations are collected to be asserted on. */
async function open(options: BrowserContextOptions, path = "/", init?: () => void) {
  const context = await browser().newContext({ ...options, serviceWorkers: "block" });
  contexts.push(context);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(`${site}${path}`);
  await wakeIslands(page);
  return { page, context, errors };
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();
/** Scrolls at once to `y` (or as far as the page goes) and waits until the page is there. */
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - Math.min(top, document.documentElement.scrollHeight - window.innerHeight)) < 1, y);
};

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/chrome-e2e-${name}.png` });

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

describe("desktop navbar at 1440 px", () => {
  it("shows the topbar and the main bar with the CMS menu and the four calls to action", async () => {
    const { page, errors } = await open(DESKTOP);
    await shot(page, "1440");
    expect(await visible(page, ".topbar")).toBe(true);
    expect(await visible(page, ".mainbar")).toBe(true);
    expect(await visible(page, ".compact-bar")).toBe(false);
    const labels = await page.locator(".mainbar .main-menu__trigger").allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(["Nos campus", "Formations", "Admission", "Entreprises", "L’école", "Actualités"]);
    const ctas = page.locator(".mainbar .chrome-cta:visible");
    expect((await ctas.allInnerTexts()).map((t) => t.trim())).toEqual(["Brochure", "Contact", "Agenda", "Candidature"]);
    expect(await page.locator(".mainbar .chrome-cta--agenda").getAttribute("href")).toBe("/agenda");
    for (const action of ["brochure", "contact", "registration"]) {
      expect(await page.locator(`.mainbar button.chrome-cta--${action}`).getAttribute("commandfor")).toBe(`pop-in-${action}`);
    }
    await page.locator(".mainbar button.chrome-cta--registration").click();
    await page.locator("#pop-in dialog[open]").waitFor({ state: "visible" });
    expect(await page.locator("#pop-in dialog[open]").innerText()).toContain("Candidature en ligne");
    expect(errors).toEqual([]);
  });

  it("opens the campus mega-menu on hover: 3 columns of 11 at most, then the next events; leaving closes it", async () => {
    const { page } = await open(DESKTOP);
    const trigger = page.locator(".mainbar .main-menu__trigger", { hasText: "Nos campus" });
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    await trigger.hover();
    const panel = page.locator("#menu-0-panel");
    await panel.waitFor({ state: "visible" });
    await shot(page, "1440-mega");
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    const columns = await panel.locator(".mega__columns > ul").evaluateAll((lists) => lists.map((l) => l.children.length));
    expect(columns.length).toBeLessThanOrEqual(3);
    expect(columns.slice(0, -1).every((n) => n === 11)).toBe(true);
    expect(columns.reduce((a, b) => a + b, 0)).toBe(26);
    expect(await panel.locator(".mega__campuses a[href^='/campus/']").first().getAttribute("href")).toMatch(/^\/campus\/[a-z-]+$/);
    const events = await panel.locator(".mega__event").count();
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThanOrEqual(3);
    // the date the server wrote into the boot data: the day, a non-breaking space, the short month
    expect(await panel.locator(".mega__event-date").first().textContent()).toMatch(/^(1er|\d{1,2})\u00a0\p{L}+\.?$/u);
    expect(await panel.locator("a", { hasText: "Voir tout l’agenda" }).getAttribute("href")).toBe("/agenda");
    await page.mouse.move(700, 880);
    await panel.waitFor({ state: "hidden" });
  });

  it("opens menus on hover and from the keyboard, closes on Escape and after a link click", async () => {
    const { page } = await open(DESKTOP);
    const formations = page.locator(".mainbar .main-menu__trigger", { hasText: "Formations" });
    await formations.hover();
    const panel = page.locator("#menu-1-panel");
    await panel.waitFor({ state: "visible" });
    expect(await panel.locator(".dropdown__title").count()).toBeGreaterThan(1);

    // Keyboard only: focus on the trigger leaves it closed; Enter opens it; Tab walks into it; Escape closes and keeps focus.
    await page.mouse.move(700, 880);
    await panel.waitFor({ state: "hidden" });
    await page.locator(".mainbar .logo").focus();
    await page.keyboard.press("Tab");
    const campusPanel = page.locator("#menu-0-panel");
    expect(await campusPanel.isVisible()).toBe(false);
    await page.keyboard.press("Enter");
    await campusPanel.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("#menu-0-panel") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await campusPanel.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Nos campus");

    await page.locator(".mainbar .main-menu__trigger", { hasText: "Admission" }).hover();
    const admission = page.locator("#menu-2-panel");
    await admission.waitFor({ state: "visible" });
    await admission.locator("a", { hasText: "Paiement en ligne" }).click();
    await admission.waitFor({ state: "hidden" });
    await page.waitForURL(`${site}/paiement-en-ligne`);
  });

  it("toggles the profile and services dropdowns; choosing an option closes them and navigates", async () => {
    const { page } = await open(DESKTOP);
    const profile = page.locator(".topbar .profile-menu .toggle-menu__button");
    expect(await profile.innerText()).toContain("Étudiant");
    await profile.click();
    expect(await profile.getAttribute("aria-expanded")).toBe("true");
    const options = page.locator("#topbar-profile-options a");
    // No sister-school site is configured for this run: the profiles are the site's own pages.
    expect(await options.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["/", "/entreprise", "/partenaire"]);
    await profile.click();
    expect(await profile.getAttribute("aria-expanded")).toBe("false");

    const services = page.locator(".topbar .services-menu .toggle-menu__button");
    await services.click();
    const list = page.locator("#topbar-services-options");
    expect((await list.locator("a").allInnerTexts()).map((t) => t.trim())).toEqual(["Le réseau", "Art & culture", "+ de 80 formations", "Podcasts"]);
    expect(await list.locator("a", { hasText: "+ de 80 formations" }).getAttribute("href")).toBe("/formations-reseau");
    await list.locator("a", { hasText: "Art & culture" }).click();
    await page.waitForURL(`${site}/art-culture`);
    expect(await list.isVisible()).toBe(false);
    expect(await visible(page, ".topbar a[href='/contact']")).toBe(true);
    expect(await page.locator(".topbar a", { hasText: "Alumni" }).getAttribute("href")).toBe("/alumni");
  });
});

describe("compact bar", () => {
  it("at 1440 px appears once scrolled down and goes at the top", async () => {
    const { page } = await open(DESKTOP);
    await scrollTo(page, 700);
    await page.locator(".compact-bar--shown").waitFor({ state: "visible" });
    await shot(page, "1440-compact");
    expect(await visible(page, ".compact-bar .burger")).toBe(true);
    await scrollTo(page, 0);
    await page.locator(".compact-bar").waitFor({ state: "hidden" });
  });

  it("at 1200 px is always there, the full navbar is not; scrolling down closes the burger", async () => {
    const { page, errors } = await open(MIDDLE);
    await shot(page, "1200");
    expect(await visible(page, ".compact-bar")).toBe(true);
    expect(await visible(page, ".navbar")).toBe(false);
    expect(await visible(page, ".compact-bar .chrome-cta--brochure")).toBe(true);
    const burger = page.locator(".compact-bar .burger");
    await burger.click();
    expect(await burger.getAttribute("aria-expanded")).toBe("true");
    await page.locator("#sidebar.sidebar--open").waitFor();
    await page.mouse.move(100, 500);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector(".burger")?.getAttribute("aria-expanded") === "false");
    expect(errors).toEqual([]);
  });
});

describe("the burger and a scroll under way", () => {
  it("stays open through a scroll already in motion when it opened; the visitor's next scroll down closes it", async () => {
    const { page, errors } = await open(MIDDLE);
    await page.locator(".compact-bar .burger").focus();
    // A smooth scroll under way (the inertia of a fling, a Tab's scroll into view), then the burger.
    await page.evaluate(
      () =>
        new Promise<void>((moving) => {
          addEventListener("scrollend", () => document.documentElement.setAttribute("data-test-scrollend", ""), { once: true });
          window.scrollBy({ top: 400, behavior: "smooth" });
          const check = () => (window.scrollY > 0 ? moving() : requestAnimationFrame(check));
          check();
        }),
    );
    await page.keyboard.press("Enter");
    await page.locator("#sidebar.sidebar--open").waitFor();
    // The motion has ended (as the browser tells it) and its last frame is drawn: the sidebar stayed open through it.
    await page.locator("html[data-test-scrollend]").waitFor({ state: "attached" });
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await page.locator("#sidebar.sidebar--open").count()).toBe(1);
    await page.mouse.move(100, 500);
    await page.mouse.wheel(0, 400);
    await page.locator("#sidebar.sidebar--open").waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });
});

describe("mobile at 390 px", () => {
  it("renders the mobile chrome from the server for a phone, with the bottom bar of calls to action", async () => {
    const html = await (await fetch(`${site}/`, { headers: { "user-agent": PHONE.userAgent! } })).text();
    expect(html).toContain('data-device="mobile"');
    const desktopHtml = await (await fetch(`${site}/`, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0" } })).text();
    expect(desktopHtml).toContain('data-device="desktop"');

    const { page, errors } = await open(PHONE);
    await shot(page, "390");
    expect(await visible(page, ".navbar")).toBe(false);
    expect(await visible(page, ".compact-bar .burger")).toBe(true);
    expect(await visible(page, ".compact-bar .chrome-cta--brochure")).toBe(false);
    expect((await page.locator(".mobile-cta .chrome-cta:visible").allInnerTexts()).map((t) => t.trim())).toEqual(["Brochure", "Contact", "Agenda", "Candidature"]);
    expect(await visible(page, ".mobile-cta")).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const width of [1440, 1301, 915]) {
    it(`draws the mobile chrome from the server for a mobile user agent in a window ${width} px wide: logo and burger seen, no navbar`, async () => {
      // The server's HTML as the first paint shows it (and as it stays without JavaScript): before any island wakes.
      const context = await browser().newContext({ ...PHONE, viewport: { width, height: 900 }, javaScriptEnabled: false });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${site}/`);
      await shot(page, `mobile-agent-${width}`);
      expect(await visible(page, ".navbar")).toBe(false);
      expect(await visible(page, ".compact-bar .logo")).toBe(true);
      expect(await visible(page, ".compact-bar .burger")).toBe(true);
      expect(await visible(page, ".mobile-cta")).toBe(true);
      const header = await page.locator(".site-header").boundingBox();
      const bar = await page.locator(".compact-bar").boundingBox();
      expect(bar!.y).toBe(0);
      expect(bar!.height).toBeLessThanOrEqual(header!.height);
    });
  }

  it("drills the sidebar down and back, traps focus, closes on Escape and reopens on the main level", async () => {
    const { page } = await open(PHONE);
    const burger = page.locator(".burger");
    expect(await burger.getAttribute("aria-controls")).toBe("sidebar");
    await burger.click();
    const sidebar = page.locator("#sidebar");
    await page.locator("#sidebar.sidebar--open").waitFor();
    await page.waitForFunction(() => document.getElementById("sidebar")?.contains(document.activeElement));
    expect(await sidebar.locator(".sidebar__panel").getAttribute("data-level")).toBe("main");
    expect((await sidebar.locator(".chrome-ctas--sidebar .chrome-cta:visible").allInnerTexts()).map((t) => t.trim())).toEqual([
      "Brochure",
      "Contact",
      "Agenda",
      "Candidature",
    ]);

    await sidebar.locator(".sidebar__item", { hasText: "Formations" }).click();
    expect(await sidebar.locator(".sidebar__panel").getAttribute("data-level")).toBe("submenu");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("sidebar__back"))).toBe(true);
    await sidebar.locator(".sidebar__item").first().click();
    expect(await sidebar.locator(".sidebar__panel").getAttribute("data-level")).toBe("subsubmenu");
    await shot(page, "390-sidebar");
    expect(await sidebar.locator(".sidebar__list a[href^='/formations']").count()).toBeGreaterThan(0);
    await sidebar.locator(".sidebar__back").click();
    expect(await sidebar.locator(".sidebar__panel").getAttribute("data-level")).toBe("submenu");
    await sidebar.locator(".sidebar__back").click();
    expect(await sidebar.locator(".sidebar__panel").getAttribute("data-level")).toBe("main");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Formations");

    // Tab never leaves the open sidebar.
    for (let i = 0; i < 30; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("sidebar")?.contains(document.activeElement))).toBe(true);

    await sidebar.locator(".sidebar__item", { hasText: "Nos campus" }).click();
    expect(await sidebar.locator(".sidebar__list a[href^='/campus/']").count()).toBe(26);
    await page.keyboard.press("Escape");
    await page.locator("#sidebar.sidebar--open").waitFor({ state: "detached" });
    expect(await burger.getAttribute("aria-expanded")).toBe("false");
    await burger.click();
    expect(await sidebar.locator(".sidebar__panel").getAttribute("data-level")).toBe("main");

    // A link chosen in the sidebar leads to its page, where the sidebar is closed.
    await sidebar.locator(".sidebar__item", { hasText: "Actualités" }).click();
    await sidebar.locator("a.sidebar__item", { hasText: "Blog" }).click();
    await page.waitForURL(`${site}/blog`);
    expect(await page.locator("#sidebar.sidebar--open").count()).toBe(0);
  });
});

describe("footer", () => {
  for (const [name, size] of [["1440", DESKTOP], ["390", PHONE]] as const) {
    it(`shows the logo, visible socials, CMS columns and the legal row at ${name} px`, async () => {
      const { page } = await open(size);
      const footer = page.locator("footer.site-footer");
      await footer.scrollIntoViewIfNeeded();
      await shot(page, `${name}-footer`);
      expect(await footer.locator(".logo").isVisible()).toBe(true);
      const socials = footer.locator(".socials__link");
      expect(await socials.evaluateAll((links) => links.map((a) => a.getAttribute("data-network")))).toEqual([
        "instagram",
        "facebook",
        "linkedin",
        "youtube",
        "tiktok",
      ]);
      expect(await socials.evaluateAll((links) => links.every((a) => a.getAttribute("target") === "_blank" && a.getAttribute("rel")?.includes("noopener")))).toBe(true);
      expect(await footer.locator(".site-footer__title").allInnerTexts()).toHaveLength(3);
      expect(await footer.locator(".site-footer__column--links a").count()).toBe(3);
      const legal = footer.locator(".site-footer__legal a");
      const hrefs = await legal.evaluateAll((links) => links.map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]));
      expect(hrefs).toEqual([
        ["/cgv", null, null],
        ["/mentions-legales", null, null],
        ["/charte-donnees-personnelles", null, null],
        ["/accessibilite", null, null],
        ["/ecole/demarche-qualite", null, null],
        ["#gestion-cookies", null, null],
        ["https://recrutement.example-ecole.fr/", "_blank", "noopener noreferrer"],
        ["https://reclamation.example-ecole.fr/formulaire", "_blank", "noopener noreferrer"],
      ]);
      // No group footer address is configured for this run: the site's own group footer page in the frame.
      expect(await footer.locator("iframe").getAttribute("src")).toBe("/group-footer");
    });
  }
});

describe("footer at the end of the page", () => {
  it("at 390 px leaves every link of the group frame clear of the to-top arrow and the bottom bar", async () => {
    const { page } = await open(PHONE);
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await page.locator(".to-top--shown").waitFor({ state: "visible" });
    const frame = page.frameLocator("iframe.site-footer__group");
    await frame.locator("a").first().waitFor();
    const frameBox = (await page.locator("iframe.site-footer__group").boundingBox())!;
    // Each link's two ends and middle, half-way down: where a thumb may land on it.
    const points = await frame.locator("a").evaluateAll((links) =>
      links.flatMap((a) => {
        const box = a.getBoundingClientRect();
        const y = box.top + box.height / 2;
        return [box.left + 2, box.left + box.width / 2, box.right - 2].map((x) => ({ x, y }));
      }),
    );
    expect(points.length).toBeGreaterThan(0);
    // What a tap there reaches in the page: the frame itself, not a fixed control drawn over it.
    const hits = await page.evaluate(
      (inPage) => inPage.map(({ x, y }) => document.elementFromPoint(x, y)?.className),
      points.map(({ x, y }) => ({ x: frameBox.x + x, y: frameBox.y + y })),
    );
    expect(hits).toEqual(points.map(() => "site-footer__group"));
  });
});

describe("page behaviours", () => {
  it("shows the to-top arrow away from the top; it scrolls smoothly back up", async () => {
    const { page } = await open(PHONE);
    const arrow = page.locator(".to-top");
    expect(await arrow.isVisible()).toBe(false);
    await scrollTo(page, 900);
    await page.locator(".to-top--shown").waitFor({ state: "visible" });
    // Every position the way back up passes through: smooth means some between the start and the top.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { seen });
      addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
    });
    await arrow.click();
    await page.waitForFunction(() => window.scrollY === 0);
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    expect(seen.filter((y) => y > 0 && y < 900).length).toBeGreaterThan(0);
    await page.locator(".to-top").waitFor({ state: "hidden" });
  });

  it("after a navigation scrolls to the top, or to the hash anchor less 250 px", async () => {
    const { page } = await open(DESKTOP, "/agenda");
    await scrollTo(page, 600);
    await (await linkTo(page, "/#home-events-title")).click();
    await page.waitForURL(`${site}/#home-events-title`);
    await page.waitForFunction(() => {
      const top = document.getElementById("home-events-title")?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top - 250) < 2;
    });

    await page.locator("footer a[href='/agenda']").click();
    await page.waitForURL(`${site}/agenda`);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it("reloads once when an island's chunk fails to load, then not again within 60 s", async () => {
    const context = await browser().newContext({ ...DESKTOP, serviceWorkers: "block" });
    contexts.push(context);
    const page = await context.newPage();
    // Lost at every address, its retry's too (as when a deploy has replaced the chunks).
    await page.route(/\/assets\/SiteHeader-[^/?]+\.js(\?.*)?$/, (route) => route.abort());
    let documents = 0;
    page.on("request", (request) => {
      // The page's own loads, not the group footer frame's.
      if (request.resourceType() === "document" && request.frame() === page.mainFrame()) documents += 1;
    });
    await page.goto(`${site}/agenda`);
    const wakeHeader = () => page.evaluate(() => document.querySelector("[data-island=header]")?.dispatchEvent(new FocusEvent("focusin")));
    await wakeHeader();
    // Reloaded, the guard noted, and the new document loaded (its entry script has run).
    await page.waitForFunction(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type === "reload" && document.readyState === "complete",
    );
    expect(await page.evaluate(() => sessionStorage.getItem("chunk-reload-at"))).not.toBeNull();
    // The reloaded page's failure within the guard's 60 s is told, not reloaded.
    const told = page.waitForEvent("console", (message) => message.type() === "error" && message.text().includes("did not load"));
    await wakeHeader();
    await told;
    expect(documents).toBe(2);
    expect(page.url()).toBe(`${site}/agenda`);
  });
});

describe("layouts", () => {
  it("dynamics: no bottom bar; room for a page banner, measured again 200 ms after a resize", async () => {
    const { page } = await open(PHONE, "/crm/brochure");
    const main = page.locator("main.page--dynamics");
    expect(await main.count()).toBe(1);
    expect(await page.locator(".mobile-cta").count()).toBe(0);
    expect(await page.locator("footer.site-footer").count()).toBe(1);
    const offset = () => main.evaluate((el) => getComputedStyle(el).paddingTop);
    expect(await offset()).toBe("0px");
    await page.evaluate(() => {
      const banner = Object.assign(document.createElement("div"), { textContent: "Bannière" });
      banner.setAttribute("data-banner", "");
      banner.style.height = "120px";
      document.getElementById("contenu")?.insertBefore(banner, document.getElementById("contenu")!.firstChild);
    });
    // When the room appears, timed in the page: a fixed wait would measure the machine's load, not the debounce.
    const resizedAt = await page.evaluate(() => {
      const main = document.getElementById("contenu")!;
      const watch = window as unknown as { roomAt?: number };
      new MutationObserver(() => {
        if (watch.roomAt === undefined && getComputedStyle(main).paddingTop === "120px") watch.roomAt = performance.now();
      }).observe(main, { attributes: true, attributeFilter: ["style", "class"] });
      return performance.now();
    });
    await page.setViewportSize({ width: 380, height: 844 });
    await page.waitForFunction(() => (window as unknown as { roomAt?: number }).roomAt !== undefined, null, { timeout: 3000 });
    const roomAt = await page.evaluate(() => (window as unknown as { roomAt: number }).roomAt);
    expect(roomAt - resizedAt).toBeGreaterThanOrEqual(190);
  });
});

describe("installed app connection toasts", () => {
  const standalone = () => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes("display-mode: standalone") ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
  };

  it("shows 'Vous êtes hors-ligne' while offline; back online shows 'Vous êtes désormais en ligne' for 5 s and refreshes the page data", async () => {
    const { page, context } = await open(PHONE, "/", standalone);
    await context.setOffline(true);
    const offline = page.locator(".toast--offline");
    await offline.waitFor({ state: "visible" });
    expect(await offline.innerText()).toBe("Vous êtes hors-ligne");
    await page.waitForTimeout(1000);
    expect(await offline.isVisible()).toBe(true);
    await shot(page, "390-offline");

    // When the online toast comes and goes, timed in the page: a wait in the test would measure the machine's load too.
    await page.evaluate(() => {
      const times: { shownAt?: number; goneAt?: number } = {};
      Object.assign(window, { onlineToast: times });
      new MutationObserver(() => {
        const shown = document.querySelector(".toast--online") !== null;
        if (shown) times.shownAt ??= performance.now();
        else if (times.shownAt !== undefined) times.goneAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const refresh = page.waitForRequest((request) => request.url() === `${site}/` && request.resourceType() === "fetch");
    await context.setOffline(false);
    const online = page.locator(".toast--online");
    await online.waitFor({ state: "visible" });
    expect(await online.innerText()).toBe("Vous êtes désormais en ligne");
    expect(await offline.count()).toBe(0);
    await refresh;
    await online.waitFor({ state: "detached", timeout: ONLINE_TOAST_MS + 5000 });
    const { shownAt, goneAt } = await page.evaluate(() => (window as unknown as { onlineToast: { shownAt: number; goneAt: number } }).onlineToast);
    expect(goneAt - shownAt).toBeGreaterThanOrEqual(ONLINE_TOAST_MS - 50);
    expect(goneAt - shownAt).toBeLessThan(ONLINE_TOAST_MS + 2000);
  });

  it("marks the loading bar failed and shows the error page when the refresh fails", async () => {
    const { page, context } = await open(DESKTOP, "/", standalone);
    const errorPage = await (await fetch(`${site}/page-qui-n-existe-pas`)).text();
    await page.route(`${site}/`, (route) =>
      route.request().resourceType() === "fetch" ? route.fulfill({ status: 503, contentType: "text/html", body: errorPage }) : route.continue(),
    );
    await context.setOffline(true);
    await page.locator(".toast--offline").waitFor();
    await context.setOffline(false);
    await page.locator(".loading-bar[data-phase='failed']").waitFor({ state: "attached" });
    await page.getByText("Oups !").first().waitFor();
  });

  it("shows no toast outside an installed app", async () => {
    const { page, context } = await open(DESKTOP);
    await context.setOffline(true);
    await page.waitForTimeout(500);
    expect(await page.locator(".toast").count()).toBe(0);
    await context.setOffline(false);
  });
});
