/**
 * Editors' preview against the real Strapi and the site in workerd (the run's stack, started with one
 * PREVIEW_SECRET on both sides): a draft news item is invisible to visitors, visible through the address
 * Strapi's Preview button opens (also inside a frame on the CMS's origin, in Chromium), and visible to
 * everyone within 2 seconds of being published. The news item is deleted afterwards.
 */
import { rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { createWriteToken, loginAdmin } from "../../cms/tests/admin-api.mjs";
import { DESKTOP, launchChromium, PHONE } from "./browser";
import { ACCEPTED, CONSENT_COOKIE, consentValue } from "../../core/consent";

const siteUrl = inject("siteUrl");
const cmsUrl = inject("cmsUrl");
const PREVIEW_SECRET = inject("previewSecret");
const BANNER = "Aperçu\u00a0: cette page montre les brouillons.";

let browser: Browser;
let adminToken: string;
/** A full-access token of the test's own: the site's token only reads. */
let writeToken: string;

const stamp = Date.now().toString(36);
const draft = { title: `Brouillon de l'aperçu ${stamp}`, slug: `brouillon-apercu-${stamp}`, documentId: "" };
const newsPath = `/actualites/${draft.slug}`;

async function cms(path: string, { method = "GET", token = writeToken, body }: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${cmsUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
  expect(res.ok, `${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`).toBe(true);
  return answer!;
}

const site = (path: string, cookie?: string) => fetch(`${siteUrl}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
/** A page's text as a reader sees it: the title's apostrophe is escaped in the HTML. */
const text = async (path: string, cookie?: string) => (await (await site(path, cookie)).text()).replace(/&#x27;/g, "'");

/** The boot data a page embeds for hydration. */
const bootOf = (html: string) => JSON.parse(/window\.__BOOT__=(\{.*?\});/s.exec(html)![1]!) as { preview: boolean; chrome: { settings: unknown; navbar: unknown[] } };

/** The address Strapi's Preview button opens for the draft (the Content Manager's own call, as an admin). */
async function previewAddress(): Promise<string> {
  const query = new URLSearchParams({ documentId: draft.documentId, locale: "fr", status: "draft" });
  const answer = await cms(`/content-manager/preview/url/api::ecole-new.ecole-new?${query}`, { token: adminToken });
  return (answer.data as { url: string }).url;
}

/** The preview cookie the site sets for that address, as a Cookie header. */
async function previewCookie(): Promise<string> {
  const res = await fetch(await previewAddress(), { redirect: "manual" });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(newsPath);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** Files written into the CMS's public folder for this run (removed at the end). */
const framePages: URL[] = [];

/**
 * A page on the CMS's own origin that frames `src`, as the admin's preview pane does: served by Strapi from
 * cms/public, with Strapi's own headers (its frame-src lists the site).
 */
function cmsPageFraming(name: string, src: string): string {
  const file = new URL(`../../cms/public/e2e-frame-${stamp}-${name}.html`, import.meta.url);
  writeFileSync(file, `<!doctype html><iframe id="frame" src="${src.replace(/&/g, "&amp;")}" style="width:100%;height:95vh;border:0"></iframe>`);
  framePages.push(file);
  return `${cmsUrl}/e2e-frame-${stamp}-${name}.html`;
}

beforeAll(async () => {
  browser = await launchChromium();
  // the CMS's admin, created at its start from the tests' credentials (global-setup)
  adminToken = await loginAdmin(cmsUrl);
  writeToken = await createWriteToken(cmsUrl, adminToken);
  const created = await cms("/api/ecole-news?status=draft", {
    method: "POST",
    body: { data: { title: draft.title, slug: draft.slug, kind: "news", publishDate: new Date().toISOString().slice(0, 10), summary: "Texte encore en relecture." } },
  });
  draft.documentId = created.data!.documentId as string;
  expect(created.data!.publishedAt).toBeNull();
});

afterAll(async () => {
  await browser?.close();
  for (const file of framePages) rmSync(file, { force: true });
  // The other browser tests share this CMS: its news go back to the demo content (the webhook purges the site).
  if (draft.documentId) await cms(`/api/ecole-news/${draft.documentId}`, { method: "DELETE" });
});

describe("editors' preview end to end", () => {
  it("refuses the secret in the address, a link for another page and a forged one (401) in workerd", async () => {
    expect((await site(`/__cms/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&url=${encodeURIComponent(newsPath)}`)).status).toBe(401);
    const link = new URL(await previewAddress());
    link.searchParams.set("url", "/agenda");
    expect((await site(`${link.pathname}${link.search}`)).status).toBe(401);
    link.searchParams.set("url", newsPath);
    link.searchParams.set("token", "A".repeat(43));
    expect((await site(`${link.pathname}${link.search}`)).status).toBe(401);
  });

  it("opens a preview once per address: the same one again, without the editor's cookie, is refused (401)", async () => {
    const address = await previewAddress();
    expect((await fetch(address, { redirect: "manual" })).status).toBe(302);
    const again = await fetch(address, { redirect: "manual" });
    expect(again.status).toBe(401);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("keeps a draft away from visitors", async () => {
    expect(await text("/actualites")).not.toContain(draft.title);
    expect((await site(newsPath)).status).toBe(404);
  });

  it("shows the draft through the address Strapi's Preview button opens, uncached and unindexed, with the whole chrome", async () => {
    const address = await previewAddress();
    expect(address.startsWith(`${siteUrl}/__cms/preview?url=${encodeURIComponent(newsPath)}&expires=`)).toBe(true);
    expect(address).not.toContain(encodeURIComponent(PREVIEW_SECRET));
    const cookie = await previewCookie();

    const res = await site(newsPath, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${cmsUrl}`);
    const html = (await res.text()).replace(/&#x27;/g, "'");
    expect(html).toContain(draft.title);
    expect(html).toContain(BANNER);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(await text("/actualites", cookie)).toContain(draft.title);

    // Drafts of settings and menus come too (status=draft on every call, custom routes included).
    const previewBoot = bootOf(html);
    const visitorBoot = bootOf(await text("/actualites"));
    expect(previewBoot.preview).toBe(true);
    expect(previewBoot.chrome.settings).not.toBeNull();
    expect(previewBoot.chrome.navbar.length).toBe(visitorBoot.chrome.navbar.length);
    expect((await site("/api/crm-links/actions", cookie)).status).toBe(200);

    // Nothing the preview read was kept for visitors.
    expect((await site(newsPath)).status).toBe(404);
    expect(await text("/actualites")).not.toContain(draft.title);
  });

  for (const [name, options] of [["desktop", DESKTOP], ["phone", PHONE]] as [string, BrowserContextOptions][]) {
    it(`shows the banner in Strapi's preview frame on the ${name}, and leaves preview through its link`, async () => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(cmsPageFraming(`preview-${name}`, await previewAddress()));
      const frame = page.frameLocator("#frame");
      await expect.poll(() => frame.locator(".preview-banner").textContent({ timeout: 15_000 })).toContain(BANNER);
      await expect.poll(() => frame.locator("h1").first().textContent()).toContain(draft.title);
      await page.screenshot({ path: `/tmp/preview-e2e-frame-${name}.png` });

      const own = await context.newPage();
      await own.goto(`${siteUrl}${newsPath}`);
      await expect.poll(() => own.locator(".preview-banner a").textContent()).toBe("Quitter l'aperçu");
      await own.screenshot({ path: `/tmp/preview-e2e-page-${name}.png` });
      await own.locator(".preview-banner a").click();
      await own.waitForURL(`${siteUrl}${newsPath}`);
      await expect.poll(() => own.locator("body").textContent()).toContain("Oops cette page n'existe pas (ou plus)");
      expect(await own.locator(".preview-banner").count()).toBe(0);
      await context.close();
    });
  }

  it("keeps a visitor's page out of the CMS's frame", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const blocked = new Promise<string>((resolve) => page.on("console", (message) => /frame-ancestors/.test(message.text()) && resolve(message.text())));
    await page.goto(cmsPageFraming("visitor", `${siteUrl}/actualites`));
    expect(await blocked).toMatch(/frame-ancestors 'self'"/);
    expect(await page.frameLocator("#frame").locator(".site").count()).toBe(0);
    await context.close();
  });

  it("leaves nothing of a preview in the browser's offline copies (service worker)", async () => {
    const context = await browser.newContext(DESKTOP);
    // a visitor who answered the banner before: a landing's answer to one who has not is never kept (docs/consent.md)
    await context.addCookies([{ name: CONSENT_COOKIE, value: consentValue(ACCEPTED), url: siteUrl }]);
    const page = await context.newPage();
    await page.goto(`${siteUrl}/agenda`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.goto(await previewAddress());
    await expect.poll(() => page.locator(".preview-banner").count()).toBe(1);
    const kept = () =>
      page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of (await caches.keys()).filter((n) => n.startsWith("pages-"))) {
          paths.push(...(await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname));
        }
        return paths;
      });
    await expect.poll(kept).toContain("/agenda");
    await sleep(500);
    expect(await kept()).not.toContain(newsPath);
    await context.close();
  });

  it("shows the news to everyone within 2 seconds of publishing", async () => {
    const cookie = await previewCookie();
    await cms(`/api/ecole-news/${draft.documentId}?status=published`, { method: "PUT", body: { data: { title: draft.title } } });
    // From Strapi's answer (the publish done): the first visit that shows the news must start within 2 s.
    const published = Date.now();
    let shownBy = Number.POSITIVE_INFINITY;
    while (Date.now() - published < 2000) {
      const asked = Date.now();
      if ((await text("/actualites")).includes(draft.title)) {
        shownBy = asked - published;
        break;
      }
      await sleep(100);
    }
    expect(shownBy).toBeLessThan(2000);
    const page = await site(newsPath);
    expect(page.status).toBe(200);
    expect((await page.text()).replace(/&#x27;/g, "'")).toContain(draft.title);
    expect(await text(newsPath, cookie)).toContain(draft.title);
  });
});
