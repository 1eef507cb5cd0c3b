/**
 * Cookie consent in Chromium, with JavaScript on and off: nothing beyond the strictly necessary before a choice (no
 * third-party request, no other cookie), a refusal sets nothing, an acceptance loads the tag manager with Consent
 * Mode's update, the footer's link withdraws it, the banner works from the keyboard, and the page cache keeps one
 * copy for every visitor. The tag manager's tests run on a second site with a container id, on the stack's CMS.
 */
import type { BrowserContext, BrowserContextOptions, Cookie, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { startStack } from "../../scripts/stack.mjs";
import { CONSENT_COOKIE } from "../../core/consent";
import { LOCALE_COOKIE } from "../../core/constants";
import { DESKTOP, chromiumForFile, PHONE } from "./browser";

const site = inject("siteUrl");
const GTM_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8797) + 2;
const GTM_ID = "GTM-E2ETEST";
const browser = chromiumForFile({ consentAsked: true });
let gtmSite: { siteUrl: string; stop(): void };

beforeAll(async () => {
  gtmSite = await startStack({
    cmsUrl: inject("cmsUrl"),
    sitePort: GTM_SITE_PORT,
    quiet: true,
    secrets: { CMS_API_TOKEN: inject("apiToken"), WEBHOOK_SECRET: inject("webhookSecret") },
    vars: { GTM_ID },
    server: "built",
  });
});

afterAll(() => gtmSite?.stop());

interface Visit {
  page: Page;
  context: BrowserContext;
  /** Every request the page made to another origin than the site's. */
  thirdParty: string[];
  /** The tag manager's script requests (answered here with an empty script: the tests have no internet). */
  tagManager: string[];
}

/** A visitor's first landing, from a search engine (an origin the edge would keep in cookies), JavaScript on or off. */
async function land(origin: string, path: string, { javaScriptEnabled = true, size = DESKTOP as BrowserContextOptions } = {}): Promise<Visit> {
  const context = await browser().newContext({ ...size, javaScriptEnabled, serviceWorkers: "block" });
  const thirdParty: string[] = [];
  const tagManager: string[] = [];
  await context.route("https://www.googletagmanager.com/**", (route) => {
    tagManager.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  const page = await context.newPage();
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) thirdParty.push(request.url());
  });
  await page.goto(`${origin}${path}`, { referer: "https://www.qwant.com/" });
  return { page, context, thirdParty, tagManager };
}

/** The cookies beyond the strictly necessary language one (the page's language, kept by the islands: a preference, exempt). */
const names = (cookies: Cookie[]) => cookies.map((cookie) => cookie.name).filter((name) => name !== LOCALE_COOKIE).sort();
const banner = (page: Page) => page.locator("#gestion-cookies");
const dataLayer = (page: Page) => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));

for (const javaScriptEnabled of [true, false]) {
  describe(`before and after a choice, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("before any choice: the banner is shown, no third-party request, no cookie at all", async () => {
      const visit = await land(gtmSite.siteUrl, "/formations/dcg?utm_source=salon&utm_medium=print", { javaScriptEnabled });
      await banner(visit.page).waitFor({ state: "visible" });
      expect(await visit.page.getByRole("dialog", { name: "Vos choix sur les cookies" }).count()).toBe(1);
      // Refusing is as visible as accepting: two buttons of the same size side by side.
      const [refuse, accept] = await Promise.all(["Tout refuser", "Tout accepter"].map((name) => visit.page.getByRole("button", { name, exact: true }).boundingBox()));
      expect(refuse!.width).toBeCloseTo(accept!.width, 0);
      expect(refuse!.height).toBe(accept!.height);
      await visit.page.waitForLoadState("networkidle");
      expect(visit.thirdParty).toEqual([]);
      expect(names(await visit.context.cookies())).toEqual([]);
      await visit.page.screenshot({ path: `/tmp/consent-e2e-banner-1440-js-${javaScriptEnabled}.png` });
      await visit.context.close();
    });

    it("'Tout refuser' stores the refusal only, hides the banner, and loads nothing", async () => {
      const visit = await land(gtmSite.siteUrl, "/formations/dcg?utm_source=salon", { javaScriptEnabled });
      await visit.page.getByRole("button", { name: "Tout refuser", exact: true }).click();
      await visit.page.waitForURL(`${gtmSite.siteUrl}/formations/dcg`);
      await banner(visit.page).waitFor({ state: "hidden" });
      await visit.page.waitForLoadState("networkidle");
      expect(names(await visit.context.cookies())).toEqual([CONSENT_COOKIE]);
      expect((await visit.context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe("m0a0");
      expect(visit.thirdParty).toEqual([]);
      // The next page: still nothing, the banner stays hidden.
      await visit.page.goto(`${gtmSite.siteUrl}/campus`);
      expect(await banner(visit.page).isVisible()).toBe(false);
      expect(visit.tagManager).toEqual([]);
      await visit.context.close();
    });

    it("'Tout accepter' loads the tag manager after Consent Mode's denied defaults and their update; the origin then follows", async () => {
      const visit = await land(gtmSite.siteUrl, "/formations/dcg", { javaScriptEnabled });
      await visit.page.getByRole("button", { name: "Tout accepter", exact: true }).click();
      await visit.page.waitForURL(`${gtmSite.siteUrl}/formations/dcg`);
      await banner(visit.page).waitFor({ state: "hidden" });
      expect((await visit.context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe("m1a1");
      if (javaScriptEnabled) {
        await expect.poll(() => visit.tagManager.length).toBeGreaterThan(0);
        expect(visit.tagManager[0]).toContain(`id=${GTM_ID}`);
        const layer = JSON.parse(await dataLayer(visit.page)) as Record<string, unknown>[];
        const consent = layer.filter((entry) => entry[0] === "consent");
        expect(consent).toEqual([
          { 0: "consent", 1: "default", 2: { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" } },
          { 0: "consent", 1: "update", 2: { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" } },
        ]);
      } else {
        expect(visit.tagManager).toEqual([]);
      }
      // A later landing from a campaign is now kept for the CRM.
      await visit.page.goto(`${gtmSite.siteUrl}/agenda?utm_source=salon&utm_medium=print`);
      expect(names(await visit.context.cookies())).toEqual([CONSENT_COOKIE, "origine-tracking", "utm_medium", "utm_source"]);
      await visit.context.close();
    });

    it("'Personnaliser' grants audience measurement alone: analytics granted, advertising denied, no origin cookie", async () => {
      const visit = await land(gtmSite.siteUrl, "/formations/dcg?utm_source=salon", { javaScriptEnabled });
      await visit.page.locator("#gestion-cookies summary", { hasText: "Personnaliser" }).click();
      await visit.page.getByLabel("Mesure d’audience").check();
      await visit.page.getByRole("button", { name: "Enregistrer mes choix" }).click();
      await banner(visit.page).waitFor({ state: "hidden" });
      expect((await visit.context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe("m1a0");
      await visit.page.goto(`${gtmSite.siteUrl}/agenda?utm_source=salon`);
      expect(names(await visit.context.cookies())).toEqual([CONSENT_COOKIE]);
      if (javaScriptEnabled) {
        const layer = JSON.parse(await dataLayer(visit.page)) as Record<string, unknown>[];
        expect(layer.filter((entry) => entry[0] === "consent")[1]).toEqual({
          0: "consent",
          1: "update",
          2: { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
        });
      }
      await visit.context.close();
    });

    it("the footer's 'Gestion des cookies' shows the banner again; refusing there withdraws the consent and clears what it left", async () => {
      const visit = await land(gtmSite.siteUrl, "/agenda?utm_source=salon", { javaScriptEnabled });
      await visit.page.getByRole("button", { name: "Tout accepter", exact: true }).click();
      await banner(visit.page).waitFor({ state: "hidden" });
      await visit.page.goto(`${gtmSite.siteUrl}/campus?utm_source=salon`);
      // What the tags would have left on the site's domain.
      await visit.context.addCookies([{ name: "_ga", value: "GA1.1.1.1", url: gtmSite.siteUrl }]);
      expect(names(await visit.context.cookies())).toContain("utm_source");
      await visit.page.getByRole("link", { name: "Gestion des cookies" }).click();
      await banner(visit.page).waitFor({ state: "visible" });
      await visit.page.getByRole("button", { name: "Tout refuser", exact: true }).click();
      await visit.page.waitForURL(`${gtmSite.siteUrl}/campus`);
      await banner(visit.page).waitFor({ state: "hidden" });
      expect(names(await visit.context.cookies())).toEqual([CONSENT_COOKIE]);
      const tagsBefore = visit.tagManager.length;
      await visit.page.goto(`${gtmSite.siteUrl}/agenda`);
      await visit.page.waitForLoadState("networkidle");
      expect(visit.tagManager.length).toBe(tagsBefore);
      await visit.context.close();
    });
  });
}

describe("the banner by keyboard and on a phone", () => {
  it("is reached first by Tab, its buttons work with Enter; closing it is a refusal", async () => {
    const visit = await land(site, "/", { size: PHONE });
    await banner(visit.page).waitFor({ state: "visible" });
    // On a phone it sits above the bottom bar: the calls to action stay reachable.
    const [bar, consent] = await Promise.all([visit.page.locator(".mobile-cta").boundingBox(), banner(visit.page).boundingBox()]);
    expect(consent!.y + consent!.height).toBeLessThanOrEqual(bar!.y + 1);
    await visit.page.screenshot({ path: "/tmp/consent-e2e-banner-390.png" });
    await visit.page.keyboard.press("Tab");
    await visit.page.keyboard.press("Tab");
    expect(await visit.page.evaluate(() => document.activeElement?.closest("#gestion-cookies") !== null)).toBe(true);
    expect(await visit.page.evaluate(() => document.activeElement?.textContent)).toBe("Continuer sans accepter");
    await visit.page.keyboard.press("Enter");
    await banner(visit.page).waitFor({ state: "hidden" });
    expect(names(await visit.context.cookies())).toEqual([CONSENT_COOKIE]);
    expect((await visit.context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value).toBe("m0a0");
    await visit.context.close();
  });
});

describe("the page cache", () => {
  it("serves one copy to every visitor, whatever their choice: only the banner's hidden attribute (and a landing's fields) differs", async () => {
    const path = "/formations/bts-cg";
    // a page reached inside the site; a landing's own fields are compared below
    const get = (cookie?: string, referer = `${site}/formations`) => fetch(`${site}${path}`, { headers: { referer, ...(cookie ? { cookie } : {}) } });
    const timing = (res: Response) => /page;desc="([a-z]+)"/.exec(res.headers.get("server-timing") ?? "")?.[1];
    // A visitor without a choice fills the cache (asked again until a copy is stored: a loaded CMS may time out once).
    await expect.poll(async () => timing(await get()), { timeout: 30_000, interval: 500 }).toBe("hit");
    const [none, accepted, refused] = [await get(), await get(`${CONSENT_COOKIE}=m1a1`), await get(`${CONSENT_COOKIE}=m0a0`)];
    expect([none, accepted, refused].map(timing)).toEqual(["hit", "hit", "hit"]);
    const withoutNonce = async (res: Response) => (await res.text()).replace(/nonce="[^"]+"/g, "");
    const [n, a, r] = await Promise.all([withoutNonce(none), withoutNonce(accepted), withoutNonce(refused)]);
    expect(a).toBe(r);
    expect(n).not.toBe(r);
    expect(r.replace(/(<section id="gestion-cookies"[^>]*?) hidden=""/, "$1")).toBe(n);
    // the same copy for a landing from a search engine, its fields added on the way out
    const landing = await get(undefined, "https://www.google.fr/");
    expect(timing(landing)).toBe("hit");
    const fields = '<input type="hidden" name="arrivee" value=""/><input type="hidden" name="provenance" value="https://www.google.fr"/>';
    expect((await withoutNonce(landing)).replace(fields, "")).toBe(n);
  });

  it("a choice is posted from the site's pages only, and a bad one is refused with the error page", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${site}/__consent`, { method: "POST", body, redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
    const forged = await post("choix=accept&retour=/", { "sec-fetch-site": "cross-site" });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    const bad = await post("choix=<script>&retour=/");
    expect(bad.status).toBe(400);
    expect(await bad.text()).not.toContain("<script>");
    const away = await post("choix=refuse&retour=//evil.example/");
    expect(away.status).toBe(303);
    expect(away.headers.get("location")).toBe("/");
  });
});
