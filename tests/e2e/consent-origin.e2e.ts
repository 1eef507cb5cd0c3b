/**
 * The marketing origin of a visitor who answers the consent banner, in Chromium with JavaScript on and off, each case
 * ending at the pop-in's CRM link (the island's redirect; without JavaScript, /crm/confirm's 302): a yes on the landing
 * page keeps that landing's origin (campaign, search engine), a first yes given on a later page is a direct visit, a
 * refusal then a yes off a landing and a yes to measurement alone carry none, and a visitor who refused on an earlier
 * visit then says yes on a new campaign's landing carries that campaign. And the page a yes leads back to is never the
 * copy the browser fetched ahead before it (the banner would still show).
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { CONSENT_COOKIE } from "../../core/consent";
import { TRACKING_COOKIES } from "../../core/origin";
import { chromiumForFile, DESKTOP } from "./browser";

const site = inject("siteUrl");
const browser = chromiumForFile({ consentAsked: true });
const CRM_HOSTS = /^https:\/\/(candidature|contact|brochure)\.example-ecole\.fr\//;
/** The CRM form the pop-in's registration for BTS CG in Lyon leads to, before any origin is added. */
const CRM_FORM = "https://candidature.example-ecole.fr/bts-cg/lyon?campus=lyon&course=bts-cg";
const CAMPAIGN = "utm_source=newsletter&utm_medium=email&utm_campaign=jpo&utm_content=bouton-bleu";

/** Waits for what the page does next (a post's answer, lookups, redirects) on a machine shared with the stack. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

interface Visitor {
  context: BrowserContext;
  page: Page;
  javaScriptEnabled: boolean;
  /** Where the browser was sent off the site (the CRM forms are answered here). */
  left: string[];
}

/** A first visit (no cookie at all, unless `earlier` says what an earlier visit left), landing on `path`. */
async function land(path: string, javaScriptEnabled: boolean, { referer, earlier }: { referer?: string; earlier?: string } = {}): Promise<Visitor> {
  const context = await browser().newContext({ ...DESKTOP, javaScriptEnabled, serviceWorkers: "block" });
  if (earlier) await context.addCookies([{ name: CONSENT_COOKIE, value: earlier, url: site }]);
  const left: string[] = [];
  await context.route(CRM_HOSTS, (route) => {
    left.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Formulaire CRM</h1>" });
  });
  const page = await context.newPage();
  await page.goto(`${site}${path}`, referer ? { referer } : {});
  return { context, page, javaScriptEnabled, left };
}

const banner = (page: Page) => page.locator("#gestion-cookies");

/** Presses a button of the banner (after ticking purposes in « Personnaliser »), and waits for the page it leads back to. */
async function answer(visitor: Visitor, button: string, ticked: string[] = []) {
  const { page } = visitor;
  const back = new URL(page.url()).pathname;
  await banner(page).waitFor({ state: "visible" });
  if (ticked.length) {
    await page.locator("#gestion-cookies summary", { hasText: "Personnaliser" }).click();
    for (const label of ticked) await page.getByLabel(label).check();
  }
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.waitForURL(`${site}${back}`);
  await banner(page).waitFor({ state: "hidden" });
}

/** The footer's « Gestion des cookies » shows the banner again. */
async function showBannerAgain({ page }: Visitor) {
  await page.getByRole("link", { name: "Gestion des cookies" }).click();
  await banner(page).waitFor({ state: "visible" });
}

const originCookies = async ({ context }: Visitor) =>
  Object.fromEntries((await context.cookies(site)).filter((c) => (Object.values(TRACKING_COOKIES) as string[]).includes(c.name)).map((c) => [c.name, decodeURIComponent(c.value)]));

/**
 * The pop-in's registration for BTS CG in Lyon, confirmed: where the browser goes. With JavaScript the island looks
 * the link up and leaves; without, the form asks /crm/confirm, whose 302 names the CRM form.
 */
async function crmLink(visitor: Visitor): Promise<string> {
  const { page, javaScriptEnabled, left } = visitor;
  await page.locator('[data-popin="registration"]:visible').first().click();
  if (!javaScriptEnabled) await page.waitForURL(/\?popin=registration$/);
  const dialog = page.locator("#pop-in dialog[open]");
  await eventually(() => dialog.locator('select[name=campus] option[value="lyon"]').count()).toBe(1);
  expect(await dialog.locator("select[name=course]").inputValue()).toBe("bts-cg");
  await dialog.locator("select[name=campus]").selectOption("lyon");
  const confirmed = javaScriptEnabled ? null : page.waitForResponse((res) => new URL(res.url()).pathname === "/crm/confirm");
  await dialog.locator(".popin__confirm").click();
  await eventually(() => left.length).toBe(1);
  if (confirmed) {
    const res = await confirmed;
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe(left[0]);
  }
  await visitor.context.close();
  return left[0]!;
}

for (const javaScriptEnabled of [true, false]) {
  describe(`the origin a consent carries to the CRM, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("« Tout accepter » on a campaign's landing page: the campaign, utm_content first, as with a yes given before", async () => {
      const visitor = await land(`/formations/bts-cg?${CAMPAIGN}`, javaScriptEnabled);
      expect(await originCookies(visitor)).toEqual({});
      await answer(visitor, "Tout accepter");
      expect(await originCookies(visitor)).toEqual({ "origine-tracking": CAMPAIGN, utm_source: "bouton-bleu", utm_medium: "email" });
      expect(await crmLink(visitor)).toBe(`${CRM_FORM}&${CAMPAIGN}`);
    });

    it("« Personnaliser » with advertising on a search engine's landing page: ORGANIC_google", async () => {
      const visitor = await land("/formations/bts-cg", javaScriptEnabled, { referer: "https://www.google.fr/" });
      await answer(visitor, "Enregistrer mes choix", ["Publicité et suivi des campagnes"]);
      expect((await visitor.context.cookies(site)).find((c) => c.name === CONSENT_COOKIE)?.value).toBe("m0a1");
      expect(await crmLink(visitor)).toBe(`${CRM_FORM}&utm_source=ORGANIC_google&utm_medium=organic`);
    });

    it("a first yes given on a page reached inside the site: the landing is unknown, a direct visit (DIRECT)", async () => {
      const visitor = await land(`/formations?${CAMPAIGN}`, javaScriptEnabled);
      await visitor.page.locator('main a[href="/formations/bts-cg"]').first().click();
      await visitor.page.waitForURL(`${site}/formations/bts-cg`);
      await answer(visitor, "Tout accepter");
      expect(await originCookies(visitor)).toEqual({ "origine-tracking": "utm_source=DIRECT&utm_medium=direct", utm_source: "DIRECT", utm_medium: "direct" });
      expect(await crmLink(visitor)).toBe(`${CRM_FORM}&utm_source=DIRECT&utm_medium=direct`);
    });

    it("a refusal, then a yes through the footer's « Gestion des cookies »: no origin, nothing invented", async () => {
      const visitor = await land(`/formations/bts-cg?${CAMPAIGN}`, javaScriptEnabled);
      await answer(visitor, "Tout refuser");
      await showBannerAgain(visitor);
      await answer(visitor, "Tout accepter");
      expect((await visitor.context.cookies(site)).find((c) => c.name === CONSENT_COOKIE)?.value).toBe("m1a1");
      expect(await originCookies(visitor)).toEqual({});
      expect(await crmLink(visitor)).toBe(CRM_FORM);
    });

    it("a refusal on an earlier visit, then a yes on a new campaign's landing page: that campaign", async () => {
      const visitor = await land("/formations/bts-cg?utm_source=salon&utm_medium=print", javaScriptEnabled, { earlier: "m0a0" });
      await showBannerAgain(visitor);
      await answer(visitor, "Tout accepter");
      expect(await crmLink(visitor)).toBe(`${CRM_FORM}&utm_source=salon&utm_medium=print`);
    });

    it("a yes to audience measurement alone, on a campaign's landing page: no origin cookie, no origin", async () => {
      const visitor = await land(`/formations/bts-cg?${CAMPAIGN}`, javaScriptEnabled);
      await answer(visitor, "Enregistrer mes choix", ["Mesure d’audience"]);
      expect(await originCookies(visitor)).toEqual({});
      expect(await crmLink(visitor)).toBe(CRM_FORM);
    });
  });
}

describe("a yes on a landing whose page without parameters was fetched ahead", () => {
  it("comes back to that page as it is now (banner hidden), not as the browser fetched it before the answer", async () => {
    // no request routed here: Chromium fetches nothing ahead under request interception
    const context = await browser().newContext({ ...DESKTOP, serviceWorkers: "block" });
    const page = await context.newPage();
    const visitor: Visitor = { context, page, javaScriptEnabled: true, left: [] };
    await page.goto(`${site}/agenda?utm_source=salon&utm_medium=print`);
    // what the site's own rules do once the page is idle (the bottom bar's agenda comes first), asked at once here
    const fetchedAhead = page.waitForRequest((req) => new URL(req.url()).pathname === "/agenda" && /prefetch/.test(req.headers()["sec-purpose"] ?? ""));
    await page.evaluate(() => {
      const rules = Object.assign(document.createElement("script"), { type: "speculationrules", textContent: JSON.stringify({ prefetch: [{ source: "list", urls: ["/agenda"] }] }) });
      document.head.append(rules);
    });
    await fetchedAhead;
    await answer(visitor, "Tout accepter");
    const delivery = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);
    expect(delivery).not.toBe("navigational-prefetch");
    expect(await originCookies(visitor)).toEqual({ "origine-tracking": "utm_source=salon&utm_medium=print", utm_source: "salon", utm_medium: "print" });
    await context.close();
  });
});
