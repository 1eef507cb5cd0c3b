/** The foundation's promise, seen by a browser: home renders from the CMS, hydrates, navigates on the client, 404s. */
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, chromiumForFile } from "./browser";
import { wakeIslands } from "./page-tools";

const site = inject("siteUrl");
const browser = chromiumForFile();

describe("smoke", () => {
  it("serves the home page with the events panel in the HTML", async () => {
    const res = await fetch(`${site}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Découvrir nos campus");
    expect(html).toContain("26 campus");
    expect(html).toContain("Tous nos évènements");
    expect(html.match(/class="event-card"/g)?.length).toBe(3);
    expect(html).toContain(">Inscription<");
  });

  it("wakes its islands, then follows an internal link and comes back, without errors", async () => {
    const page = await browser().newPage(DESKTOP);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${site}/`);
    await wakeIslands(page);
    await page.click("text=Tous nos évènements");
    await page.waitForURL(`${site}/agenda`);
    await page.waitForFunction(() => !document.title.startsWith("Écoles de commerce"));
    await page.goBack();
    await page.waitForFunction(() => document.querySelector("#home-events-title") !== null);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers unknown paths with the French 404 page", async () => {
    const res = await fetch(`${site}/nope-xyz`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops cette page n&#x27;existe pas (ou plus)");
  });
});
