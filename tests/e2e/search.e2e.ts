/**
 * Finding a programme in Chromium against the site and its demo CMS: the search field with and without JavaScript,
 * the catalogue's filters combined with their counts (folded on a phone, in use as removable chips), and the campus map's
 * links at 390 and 1440 px.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
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

  it("is, in Chromium's accessibility tree, a combobox in the search landmark: collapsed, then expanded over a listbox of options, the active one its active descendant", async () => {
    const page = await open(DESKTOP, "/");
    await wakeIslands(page, ["header"]);
    const form = ".search-form--header";
    const collapsed = { name: "Rechercher sur le site", autocomplete: "list", hasPopup: "listbox", expanded: false };
    expect(await accessible(page, ".topbar", "search")).toHaveLength(1);
    expect(await accessible(page, form, "combobox")).toEqual([collapsed]);
    expect(await accessible(page, form, "listbox")).toEqual([]);

    const field = page.locator("#search-header");
    await field.focus();
    await field.pressSequentially("compta");
    await page.locator(`${form} [role=listbox]`).waitFor({ state: "visible" });
    await field.press("ArrowDown");
    await page.locator(`${form} [role=option][aria-selected=true]`).waitFor();
    const [combobox] = await accessible(page, form, "combobox");
    const listboxId = await page.locator(`${form} [role=listbox]`).getAttribute("id");
    const firstId = await page.locator(`${form} [role=option]`).first().getAttribute("id");
    expect(combobox).toEqual({ ...collapsed, expanded: true, controls: [listboxId], activedescendant: [firstId] });
    expect(await accessible(page, form, "listbox")).toEqual([{ name: "Suggestions" }]);
    const options = await accessible(page, form, "option");
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]!.name).toMatch(/BTS Comptabilité et Gestion \(CG\)$/);
    expect(options.map((option) => option.selected)).toEqual([true, ...options.slice(1).map(() => false)]);

    await field.press("Escape");
    expect(await accessible(page, form, "combobox")).toEqual([collapsed]);
    await field.press("Escape");
    expect(await field.inputValue()).toBe("");
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

  it("links the catalogue filtered as the query names it, with the count the catalogue shows", async () => {
    const page = await open(PHONE, "/recherche?q=bts+en+alternance+%C3%A0+Lyon", false);
    const link = page.locator(".search-catalogue a");
    const text = await link.innerText();
    expect(text).toMatch(/^Voir les \d+ formations «\u00a0BTS · Alternance · Campus de Lyon\u00a0» du catalogue$/);
    await Promise.all([page.waitForURL(/\/formations\?categorie=bts&campus=lyon&rythme=alternance$/), link.click()]);
    expect(await page.locator(".result-count").innerText()).toBe(`${text.match(/\d+/)![0]} formations`);
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

/** The properties a combobox with a listbox popup is made of. */
const AX_STATES = ["autocomplete", "hasPopup", "expanded", "controls", "activedescendant", "selected"];

/**
 * What Chromium's own accessibility tree (over CDP, not Playwright's reading of the DOM) exposes of the nodes of `role`
 * under the first `selector`: each one's name and properties, relations as the ids they point to.
 */
async function accessible(page: Page, selector: string, role: string): Promise<Record<string, unknown>[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId, role });
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({
        name: node.name?.value,
        ...Object.fromEntries((node.properties ?? []).filter((p) => AX_STATES.includes(p.name)).map((p) => [p.name, p.value.relatedNodes ? p.value.relatedNodes.map((related) => related.idref) : p.value.value])),
      }));
  } finally {
    await cdp.detach();
  }
}

const count = async (page: Awaited<ReturnType<typeof open>>) => Number((await page.locator(".result-count").innerText()).match(/\d+/)![0]);
/** The chips of the filters in use as a sighted visitor reads them: no hidden "remove" words, no cross. */
const chipsShown = (page: Awaited<ReturnType<typeof open>>) =>
  page
    .getByRole("list", { name: "Filtres actifs" })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => [...a.childNodes].filter((n) => !(n instanceof Element) || !n.matches(".visually-hidden, [aria-hidden]")).map((n) => n.textContent).join("")));

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
      if (options === PHONE) await page.locator(".catalogue-filters__toggle").click();
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

  for (const javaScriptEnabled of [false, true]) {
    it(`folds the filters on a phone, the count and the first programme in the first screen, the filters in use as removable chips, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async () => {
      const page = await open(PHONE, "/formations?categorie=bts&rythme=alternance", javaScriptEnabled);
      const rhythms = page.getByRole("navigation", { name: "Rythme" });
      expect(await rhythms.isVisible()).toBe(false);
      const toggle = page.locator("summary.catalogue-filters__toggle");
      expect(await toggle.innerText()).toMatch(/^Filtrer\s*2/);
      expect(await toggle.textContent()).toContain("2 filtres actifs");
      // above the fold: the count, then the first programme's title clear of the bottom bar of calls to action
      const fold = (await page.locator(".mobile-cta").boundingBox())!.y;
      expect((await page.locator(".result-count").boundingBox())!.y).toBeLessThan(fold);
      const firstTitle = (await page.locator(".formation-card__title").first().boundingBox())!;
      expect(firstTitle.y + firstTitle.height).toBeLessThanOrEqual(fold);
      const shown = await count(page);
      expect(await page.locator(".formation-card").count()).toBe(shown);
      await page.screenshot({ path: "/tmp/search-e2e-formations-folded-390.png" });
      // opened from the keyboard, closed again the same way
      await toggle.focus();
      await page.keyboard.press("Enter");
      await rhythms.waitFor({ state: "visible" });
      expect(await rhythms.getByRole("link", { name: "Alternance" }).getAttribute("aria-current")).toBe("true");
      await page.screenshot({ path: "/tmp/search-e2e-formations-open-390.png" });
      await page.keyboard.press("Enter");
      await rhythms.waitFor({ state: "hidden" });
      // each chip drops its filter and keeps the others
      const chips = page.getByRole("list", { name: "Filtres actifs" });
      expect(await chipsShown(page)).toEqual(["BTS", "Alternance", "Tout effacer"]);
      await Promise.all([page.waitForURL(/\/formations\?rythme=alternance$/), chips.getByRole("link", { name: "Retirer le filtre BTS" }).click()]);
      await page.locator(".result-count", { hasNotText: String(shown) }).waitFor();
      expect(await count(page)).toBeGreaterThan(shown);
      expect(await chipsShown(page)).toEqual(["Alternance"]);
      expect(await toggle.innerText()).toMatch(/^Filtrer\s*1/);
      await Promise.all([page.waitForURL(/\/formations$/), chips.getByRole("link", { name: "Retirer le filtre Alternance" }).click()]);
      await page.locator(".result-count", { hasText: "81" }).waitFor();
      expect(await chips.count()).toBe(0);
      expect(await toggle.innerText()).toBe("Filtrer");
      await page.context().close();
    });
  }

  it("shows the filter rows at 1440 px without the phone's disclosure", async () => {
    const page = await open(DESKTOP, "/formations?entree=2&campus=lyon");
    expect(await page.locator("summary.catalogue-filters__toggle").isVisible()).toBe(false);
    for (const name of ["Filière", "Niveau de sortie", "Rythme", "Niveau d’entrée"]) expect(await page.getByRole("navigation", { name }).isVisible()).toBe(true);
    expect(await page.getByRole("combobox", { name: "Campus" }).isVisible()).toBe(true);
    expect(await chipsShown(page)).toEqual(["Entrée\u00a0: Bac+2", "Campus de Lyon", "Tout effacer"]);
    await page.context().close();
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
      // and clear of each other: no two names cross (their boxes trimmed of the line's empty top and bottom)
      const crossing = await page.locator(".campus-map text").evaluateAll((texts) => {
        const boxes = texts.map((t) => ({ name: t.textContent, box: t.getBoundingClientRect() }));
        const trim = (b: DOMRect) => ({ left: b.left, right: b.right, top: b.top + b.height * 0.25, bottom: b.bottom - b.height * 0.25 });
        return boxes.flatMap((a, i) =>
          boxes.slice(i + 1).flatMap((b) => {
            const [p, q] = [trim(a.box), trim(b.box)];
            return p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom ? [`${a.name} × ${b.name}`] : [];
          }),
        );
      });
      expect(crossing).toEqual([]);
      // each link is named by the words it shows (WCAG 2.5.3, label in name): a voice user says what they read
      const shown = await page.locator(".campus-map text").allTextContents();
      const named = [...(await page.locator(".campus-map svg").ariaSnapshot()).matchAll(/- link "([^"]*)"/g)].map((found) => found[1]);
      expect(named).toEqual(shown);
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
