/**
 * Open days in Chromium against the started site and its demo CMS: the page, its filters without JavaScript, the
 * register button reaching the CRM form with the event and the visitor's origin (leaving for the CRM is intercepted:
 * the test reads where the browser was sent), and the calendar links, their files read back with ical.js.
 */
import ICAL from "ical.js";
import type { BrowserContextOptions, Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, chromiumForFile } from "./browser";

const site = inject("siteUrl");
const browser = chromiumForFile();
const CRM = /^https:\/\/(candidature|contact)\.example-ecole\.fr\//;

/** A context whose trips to the CRM's forms are answered here and recorded. */
async function withCrm(options: BrowserContextOptions = DESKTOP) {
  const context = await browser().newContext({ serviceWorkers: "block", ...options });
  const left: URL[] = [];
  await context.route(CRM, (route: Route) => {
    left.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Formulaire CRM</h1>" });
  });
  return { context, left };
}

/** The open days a page shows, by slug, in its order. */
const cardSlugs = (page: Page) =>
  page.locator("article.open-day .open-day__title a").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split("/").pop()));

/** A calendar file read back with ical.js: its name and its events. */
function calendarOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { name: calendar.getFirstPropertyValue("x-wr-calname"), events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

describe("the open days page", () => {
  it("lists the coming open days of at least ten campuses by month, a cancelled and a moved one among them", async () => {
    const page = await browser().newPage(DESKTOP);
    const res = await page.goto(`${site}/journees-portes-ouvertes`);
    expect(res?.status()).toBe(200);
    expect(await page.locator("h1").allTextContents()).toEqual(["Journées portes ouvertes"]);
    expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(4);
    const campuses = new Set(await page.locator("article.open-day .open-day__place a").allTextContents());
    expect(campuses.size).toBeGreaterThanOrEqual(10);
    expect(await page.locator("article.open-day .tag--annule").allTextContents()).toEqual(["Annulé"]);
    expect(await page.locator("article.open-day .tag--reporte").allTextContents()).toEqual(["Reporté"]);
    const moved = page.locator("article.open-day", { has: page.locator(".tag--reporte") });
    expect(await moved.locator(".open-day__note").textContent()).toMatch(/^Reporté\u00a0: initialement prévu le samedi \d{1,2}\u00a0\S+( \d{4})?\.$/);
    expect(await moved.locator(".open-day__when").textContent()).toMatch(/^samedi \d{1,2}\u00a0\S+( \d{4})?, 10\u00a0h\u00a0– 16\u00a0h$/);
    await page.close();
  });

  it("filters by format and by campus without JavaScript", async () => {
    const context = await browser().newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site}/journees-portes-ouvertes`);
    await page.getByRole("link", { name: "En ligne", exact: true }).click();
    await page.waitForURL(`${site}/journees-portes-ouvertes?format=en-ligne`);
    expect(await cardSlugs(page)).toEqual(["portes-ouvertes-en-ligne"]);
    await page.getByRole("link", { name: "Tous les formats" }).click();
    await page.waitForURL(`${site}/journees-portes-ouvertes`);
    await page.getByLabel("Campus", { exact: true }).selectOption("lyon");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await page.waitForURL(`${site}/journees-portes-ouvertes?campus=lyon`);
    expect(await cardSlugs(page)).toEqual(["portes-ouvertes-lyon", "portes-ouvertes-printemps-lyon"]);
    expect(await page.locator("h1").textContent()).toBe("Journées portes ouvertes – Campus de Lyon");
    // the format's links keep the campus
    await page.getByRole("link", { name: "Sur le campus", exact: true }).click();
    await page.waitForURL(`${site}/journees-portes-ouvertes?campus=lyon&format=sur-le-campus`);
    expect(await cardSlugs(page)).toEqual(["portes-ouvertes-lyon", "portes-ouvertes-printemps-lyon"]);
    await context.close();
  });
});

describe("registering", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`the button leads to the CRM form with the event, its campus and day, and the campaign's origin (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async () => {
      const { context, left } = await withCrm({ ...DESKTOP, javaScriptEnabled });
      const page = await context.newPage();
      // a campaign visitor who said yes to the consent banner (chromiumForFile's visitors did)
      await page.goto(`${site}/journees-portes-ouvertes?utm_source=newsletter&utm_medium=email&utm_campaign=jpo`);
      const card = page.locator("article.open-day", { has: page.locator('a[href="/agenda/portes-ouvertes-lyon"]') });
      const day = (await card.locator("time").getAttribute("datetime"))!;
      await card.getByRole("link", { name: /S’inscrire/ }).click();
      await page.waitForURL(CRM);
      expect(left).toHaveLength(1);
      const to = left[0]!;
      expect(to.origin + to.pathname).toBe("https://candidature.example-ecole.fr/journees-portes-ouvertes/portes-ouvertes-lyon");
      expect(Object.fromEntries(to.searchParams)).toEqual({
        event: "portes-ouvertes-lyon",
        campus: "lyon",
        date: new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(new Date(day)),
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "jpo",
      });
      await context.close();
    });
  }

  it("an open day registering on the website settings' form; none for the cancelled one", async () => {
    const { context, left } = await withCrm();
    const page = await context.newPage();
    await page.goto(`${site}/journees-portes-ouvertes?campus=nantes`);
    await page.getByRole("link", { name: /S’inscrire/ }).click();
    await page.waitForURL(CRM);
    expect(left).toHaveLength(1);
    expect(left[0]!.origin + left[0]!.pathname).toBe("https://candidature.example-ecole.fr/journees-portes-ouvertes");
    expect(left[0]!.searchParams.get("event")).toBe("portes-ouvertes-nantes");
    await page.goto(`${site}/journees-portes-ouvertes?campus=toulouse`);
    expect(await page.getByRole("link", { name: /S’inscrire/ }).count()).toBe(0);
    await context.close();
  });

  it("a stale link to a past event's registration ends on its page, which says it is over", async () => {
    const page = await browser().newPage(DESKTOP);
    const res = await page.goto(`${site}/agenda/portes-ouvertes-tours/inscription`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/agenda/portes-ouvertes-tours");
    expect(await page.locator(".notice").first().textContent()).toBe("Cet évènement est terminé.");
    expect(await page.locator('a[href$="/inscription"]').count()).toBe(0);
    await page.close();
  });
});

describe("the calendar links", () => {
  it("an open day's « Ajouter à mon agenda » is its iCalendar file", async () => {
    const page = await browser().newPage(DESKTOP);
    await page.goto(`${site}/journees-portes-ouvertes?campus=lyon`);
    const href = await page.locator("article.open-day").first().getByRole("link", { name: /Ajouter à mon agenda/ }).getAttribute("href");
    expect(href).toBe("/agenda/portes-ouvertes-lyon/calendrier.ics");
    const res = await page.request.get(`${site}${href}`);
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const { events } = calendarOf(await res.text());
    expect(events.map((e) => [e.summary, e.location])).toEqual([["Journée portes ouvertes – campus de Lyon", "Campus de Lyon, 47 rue de la République, 69002 Lyon"]]);
    expect(events[0]!.startDate.zone.tzid).toBe("Europe/Paris");
    expect([events[0]!.startDate.hour, events[0]!.endDate.hour]).toEqual([10, 17]);
    await page.close();
  });

  it("a campus page offers its next open day and its calendar to subscribe to: webcal:// to the campus's file", async () => {
    const page = await browser().newPage(PHONE);
    await page.goto(`${site}/campus/lyon`);
    const block = page.locator("section.next-open-day");
    expect(await block.locator("h2").textContent()).toBe("Prochaine journée portes ouvertes");
    expect(await block.locator(".next-open-day__when time").textContent()).toMatch(/^samedi \d{1,2}\u00a0\S+( \d{4})?, 10\u00a0h\u00a0– 17\u00a0h$/);
    const subscribe = (await block.getByRole("link", { name: /S’abonner au calendrier du campus/ }).getAttribute("href"))!;
    const here = new URL(site);
    expect(subscribe).toBe(`webcal://${here.host}/campus/lyon/journees-portes-ouvertes.ics`);
    const res = await page.request.get(subscribe.replace(/^webcal:/, here.protocol));
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = calendarOf(await res.text());
    expect(calendar.name).toBe("Journées portes ouvertes – Campus de Lyon");
    expect(calendar.events.map((e) => e.uid.split("@")[0]!.startsWith("event-"))).toEqual([true, true]);
    await page.close();
  });
});
