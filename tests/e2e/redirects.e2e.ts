/** URL rules seen from outside: raw requests to the running site (status and Location), and a browser. */
import { request } from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LEGACY_PAGES, LEGACY_PREFIXES } from "../../redirects";
import { DESKTOP, launchChromium } from "./browser";

const site = new URL(inject("siteUrl"));

interface Answer {
  status: number;
  location: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with the path sent exactly as written (no URL normalisation by the client); never follows. */
function raw(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: site.hostname, port: site.port, path, method: "GET", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A Location that stays on this site: resolved against the site, it names the site's own origin. */
const staysOnSite = (location: string) =>
  /^\/(?![/\\])/.test(location) && !/[\r\n\\]/.test(location) && new URL(location, site).origin === site.origin;

async function expectRedirect(path: string, location: string, status = 301) {
  const res = await raw(path);
  expect({ path, status: res.status, location: res.location }).toEqual({ path, status, location });
}

describe("legacy redirect table", () => {
  for (const [family, entries] of Object.entries(LEGACY_PAGES)) {
    it(`answers every old ${family} path with a 301 to its new address, with and without trailing slash`, async () => {
      for (const [old, target] of Object.entries(entries)) {
        await expectRedirect(old, target);
        await expectRedirect(`${old}/`, target);
      }
    });
  }

  it("answers the event-like prefix families with a 301 to /agenda, the open days' to their page, and /campus-… to /campus", async () => {
    for (const old of ["/journee-portes-ouvertes-samedi-12-mars/", "/portes-ouvertes-2019/", "/soiree-portes-ouvertes-campus-paris/"]) {
      await expectRedirect(old, "/journees-portes-ouvertes");
    }
    for (const old of [
      "/epreuve-dadmission-en-ligne-2021/",
      "/job-dating-alternance-lyon-2022",
      "/parcoursup-2021-mode-demploi",
      "/session-dinformation-bachelor-raf",
      "/speed-recruiting-alternance",
      "/rentree-2021/",
      "/salons/salon-studyrama-paris-2020/",
    ]) {
      await expectRedirect(old, "/agenda");
    }
    await expectRedirect("/campus-lyon/", "/campus");
    for (const [prefix, target] of LEGACY_PREFIXES) await expectRedirect(`${prefix}x`, target);
  });

  it("keeps the query on site targets", async () => {
    await expectRedirect("/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion/?utm_source=salon&utm_medium=qr", "/formations/dcg?utm_source=salon&utm_medium=qr");
  });

  it("lands on the live new page when followed", async () => {
    const res = await fetch(new URL("/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion/", site));
    expect(res.status).toBe(200);
    expect(new URL(res.url).pathname).toBe("/formations/dcg");
    const campus = await fetch(new URL("/campus/dakar/", site));
    expect(new URL(campus.url).pathname).toBe("/campus");
    expect(campus.status).toBe(200);
  });

  it("sends old paths to pages that exist on the demo site", async () => {
    const targets = new Set([...Object.values(LEGACY_PAGES).flatMap((family) => Object.values(family)), ...LEGACY_PREFIXES.map(([, t]) => t)]);
    for (const target of [...targets].filter((t) => t.startsWith("/"))) {
      const res = await raw(target);
      expect({ target, status: res.status }).toEqual({ target, status: 200 });
    }
  });

  it("leaves current pages that share a prefix's letters alone", async () => {
    for (const path of ["/campus", "/campus/lyon", "/formations/dcg", "/agenda/portes-ouvertes-paris", "/entreprise"]) {
      const res = await raw(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    const parcoursup = await raw("/parcoursup");
    expect(parcoursup.location).toBeUndefined();
  });
});

describe("canonical URL", () => {
  it("removes a trailing slash with a 301, keeping the query", async () => {
    await expectRedirect("/formations/?page=2&q=DCG", "/formations?page=2&q=DCG");
  });

  it("lowercases the path with a 301", async () => {
    await expectRedirect("/Formations/DCG", "/formations/dcg");
  });

  it("makes one redirect of case, trailing slash and an old address", async () => {
    await expectRedirect("/FORMATIONS/DCG/?x=1", "/formations/dcg?x=1");
    await expectRedirect("/Nos-Formations/DCG-Diplome-de-Comptabilite-et-de-Gestion/", "/formations/dcg");
    await expectRedirect("/Campus/Dakar/", "/campus");
  });

  it("never reflects the request's Host (no CANONICAL_HOST configured: Location is a path)", async () => {
    const res = await raw("/Formations/", { host: "evil.example" });
    expect(res.status).toBe(301);
    expect(res.location).toBe("/formations");
  });
});

describe("/en policy (default configuration: English off, redirect on)", () => {
  it("sends /en and /en/… to / with a temporary redirect", async () => {
    await expectRedirect("/en", "/", 302);
    await expectRedirect("/en/", "/", 302);
    await expectRedirect("/en/admission/?x=1", "/?x=1", 302);
    await expectRedirect("/EN/Legal-Notices", "/", 302);
  });

  it("does not touch French paths starting with en", async () => {
    expect((await raw("/entreprise")).status).toBe(200);
  });
});

describe("hostile and malformed addresses", () => {
  it.each([
    ["//evil.example/"],
    ["//evil.example"],
    ["///evil.example/"],
    ["/\\evil.example/"],
    ["/\\\\evil.example"],
    ["/%2F%2Fevil.example/"],
    ["/%2f%2fEVIL.example"],
    ["/%5Cevil/"],
    ["/%5C%5Cevil.example/"],
    ["/Foo%0d%0aSet-Cookie:x=1"],
    ["/%0d%0aLocation:%20https://evil.example/"],
    ["/.//evil.example/"],
  ])("%s never redirects off the site, nor injects a header", async (path) => {
    const res = await raw(path);
    expect(res.status, path).toBeLessThan(500);
    if (res.location !== undefined) expect(staysOnSite(res.location), `${path} → ${res.location}`).toBe(true);
    expect(res.headers["set-cookie"], path).toBeUndefined();
  });

  it("answers malformed percent-encoding with the 400 error page", async () => {
    for (const path of ["/%E0%A4%A", "/formations/%E0%A4%A", "/100%", "/%C0%AF/"]) {
      const res = await raw(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body, path).toContain("Mauvaise requête.");
    }
  });

  it("answers very long paths with 414, never 5xx", async () => {
    for (const path of [`/${"a".repeat(10_000)}`, `/${"A".repeat(9_000)}/`, `/${"%41".repeat(3_000)}`]) {
      const res = await raw(path);
      expect(res.status).toBe(414);
      expect(res.location).toBeUndefined();
    }
  });
});

describe("old addresses in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a link to an old path ends on the new page", async () => {
    const page = await browser.newPage(DESKTOP);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(new URL("/", site).href);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML("afterbegin", '<a id="old-link" href="/Nos-Formations/DCG-Diplome-de-Comptabilite-et-de-Gestion/">Ancien lien DCG</a>');
    });
    await page.click("#old-link");
    await page.waitForURL(new URL("/formations/dcg", site).href);
    await page.waitForFunction(() => !document.title.startsWith("Oups"));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("typing an old address in the browser ends on the new page", async () => {
    const page = await browser.newPage(DESKTOP);
    const res = await page.goto(new URL("/portes-ouvertes-2019/", site).href);
    expect(new URL(page.url()).pathname).toBe("/journees-portes-ouvertes");
    expect(res?.status()).toBe(200);
    await page.close();
  });
});
