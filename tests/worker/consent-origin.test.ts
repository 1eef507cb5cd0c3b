/**
 * A yes given on the landing page, through the whole pipeline in workerd: the banner of a landing carries what the
 * edge saw of it, the form posts it back as a browser would, and the yes records the origin that landing records with
 * a yes given before; a yes given later, a refusal then a yes, a yes to measurement only; the fields a form may send;
 * the yes counted for the report.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Bindings } from "../../worker/env";
import { app } from "./app";
import { ACCEPTED_CONSENT } from "./consent-cookie";
import { fakeCms, json, uniqueCmsUrl, type SeenCall } from "./fake-cms";

const SITE = "https://www.ecole.test";
const TRACKING = ["origine-tracking", "utm_source", "utm_medium"];

let cmsUrl: string;
// home renders (200) from its events alone; every other call is the CMS's 404
const answer = (call: SeenCall) => (call.url.pathname === "/api/events" ? json({ data: [] }) : json({ data: null, error: { status: 404, message: "Not Found" } }, 404));
beforeEach(() => {
  cmsUrl = uniqueCmsUrl();
  fakeCms(answer);
  // the chrome's calls answered 404 are logged: expected here
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

interface Visit {
  cookie?: string;
  referer?: string;
  analytics?: AnalyticsEngineDataPoint[];
}

const bindings = (analytics?: AnalyticsEngineDataPoint[]) => ({
  ...(env as unknown as Bindings),
  CMS_URL: cmsUrl,
  ...(analytics ? { ANALYTICS: { writeDataPoint: (point: AnalyticsEngineDataPoint) => void analytics.push(point) } } : {}),
});

async function get(path: string, { cookie, referer, analytics }: Visit = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (referer) headers.referer = referer;
  const ctx = createExecutionContext();
  const res = await app.request(`${SITE}${path}`, { headers, cf: { country: "BE", colo: "BRU" } }, bindings(analytics), ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, page: /page;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1] };
}

async function post(form: URLSearchParams | string, { cookie, analytics }: Visit = {}) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
  if (cookie) headers.cookie = cookie;
  const ctx = createExecutionContext();
  const res = await app.request(`${SITE}/__consent`, { method: "POST", body: form.toString(), headers, cf: { country: "BE", colo: "BRU" } }, bindings(analytics), ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };
/** The banner form's hidden fields, as a browser reads them (entities decoded). */
function bannerFields(html: string): [string, string][] {
  const form = /<form class="consent__form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  return [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [name!, value!.replace(/&(?:amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]!)]);
}

/** The form a button of the banner posts: its hidden fields, then the button's choice (and the purposes ticked). */
function submitted(html: string, choice: string, ticked: string[] = []): URLSearchParams {
  const form = new URLSearchParams(bannerFields(html));
  for (const purpose of ticked) form.append("finalite", purpose);
  form.append("choix", choice);
  return form;
}

/** The tracking cookies a set of Set-Cookie lines writes (expiries left out), by name. */
const trackingSet = (res: Response) =>
  Object.fromEntries(res.headers.getSetCookie().filter((line) => TRACKING.includes(line.slice(0, line.indexOf("="))) && !line.includes("Max-Age=0")).map((line) => [line.slice(0, line.indexOf("=")), line]));

describe("the banner of a landing page", () => {
  it("carries the rule's parameters and the referrer's origin (never its path or query), escaped, on the cached copy", async () => {
    await get("/");
    const landing = await get(`/?page=2&utm_source=${encodeURIComponent('<zq-fuzz>"')}&utm_medium=email`, { referer: "https://user:pw@www.google.fr/search?q=secret" });
    expect(landing.page).toBe("hit");
    expect(landing.body).toContain(
      '<input type="hidden" name="retour" value="/"/><input type="hidden" name="arrivee" value="utm_source=%3Czq-fuzz%3E%22&amp;utm_medium=email"/><input type="hidden" name="provenance" value="https://www.google.fr"/>',
    );
    expect(landing.body).not.toContain("q=secret");
    expect(landing.body).not.toContain("pw@");
  });

  it("is this visitor's own: kept by no cache, browser or service worker; the cached copy stays the one every visitor gets", async () => {
    const landing = await get("/?utm_source=salon");
    expect(landing.res.headers.get("cache-control")).toBe("private, no-store");
    const inside = await get("/", { referer: `${SITE}/agenda` });
    expect(inside.page).toBe("hit");
    expect(bannerFields(inside.body)).toEqual([["retour", "/"]]);
    expect(inside.res.headers.get("cache-control")).toBe("no-cache");
  });

  it("a direct landing carries an empty query; a navigation inside the site carries nothing", async () => {
    expect(bannerFields((await get("/")).body)).toEqual([["retour", "/"], ["arrivee", ""]]);
    expect(bannerFields((await get("/", { referer: "https://ecole.test/campus" })).body)).toEqual([["retour", "/"]]);
  });

  it("only for a visitor with a yes to advertising left to give: a refusal or measurement alone still carries it, hidden", async () => {
    for (const cookie of ["choix-cookies=m0a0", "choix-cookies=m1a0"]) {
      const { body } = await get("/?utm_source=salon", { cookie });
      expect(body, cookie).toMatch(/<section id="gestion-cookies"[^>]* hidden=""/);
      expect(bannerFields(body), cookie).toContainEqual(["arrivee", "utm_source=salon"]);
    }
    expect(bannerFields((await get("/?utm_source=salon", { cookie: ACCEPTED_CONSENT })).body)).toEqual([["retour", "/"]]);
  });
});

describe("a yes given on the landing page", () => {
  const LANDINGS: [string, string | undefined][] = [
    ["/?utm_source=newsletter&utm_medium=email&utm_campaign=jpo", undefined],
    ["/?utm_source=facebook&utm_medium=social&utm_content=story-rentree&page=2", "https://www.google.fr/"],
    ["/?utm=salon-2025", undefined],
    ["/?gclid=Cj0KCQ", "https://www.google.com/"],
    ["/", "https://www.qwant.com/?q=ecole"],
    ["/", "https://www.studyrama.com/formations"],
    ["/", undefined],
    [`/?utm_source=${encodeURIComponent("news letter & co")}&utm_term=${encodeURIComponent('"é"')}`, undefined],
  ];

  it.each(LANDINGS)("on %s (from %s) records what a yes given before records there", async (path, referer) => {
    const before = trackingSet((await get(path, { referer, cookie: ACCEPTED_CONSENT })).res);
    expect(Object.keys(before)).toEqual(TRACKING);
    const landing = await get(path, { referer });
    expect(trackingSet(landing.res)).toEqual({});
    for (const [choice, ticked] of [["accept", []], ["custom", ["advertising"]]] as const) {
      const yes = await post(submitted(landing.body, choice, [...ticked]));
      expect(yes.res.status).toBe(303);
      // the page it leads back to, fetched ahead before the answer, would show the banner still: dropped
      expect(yes.res.headers.get("clear-site-data")).toBe('"prefetchCache", "prerenderCache"');
      expect(trackingSet(yes.res), choice).toEqual(before);
    }
  });

  it("counts the landing, then its yes, for the report: origin, medium, campaign, country, data centre, path", async () => {
    const analytics: AnalyticsEngineDataPoint[] = [];
    const landing = await get("/?utm_source=salon&utm_medium=print&utm_campaign=jpo", { analytics });
    await post(submitted(landing.body, "accept"), { analytics });
    expect(analytics).toEqual([
      { indexes: ["salon"], blobs: ["salon", "print", "jpo", "BE", "BRU", "/"], doubles: [1, 0] },
      { indexes: ["salon"], blobs: ["salon", "print", "jpo", "BE", "BRU", "/"], doubles: [0, 1] },
    ]);
  });

  it("after a refusal on an earlier visit, a yes given on a new campaign's landing records that campaign", async () => {
    const landing = await get("/?utm_source=salon&utm_medium=print", { cookie: "choix-cookies=m0a0" });
    const yes = await post(submitted(landing.body, "accept"), { cookie: "choix-cookies=m0a0" });
    expect(trackingSet(yes.res)["utm_source"]).toContain("utm_source=salon;");
  });
});

describe("any other yes", () => {
  it("a first answer given on a page reached inside the site records a visit with no parameters: DIRECT, filling empty cookies only", async () => {
    const analytics: AnalyticsEngineDataPoint[] = [];
    const inside = await get("/", { referer: `${SITE}/formations?utm_source=salon` });
    const yes = await post(submitted(inside.body, "accept"), { analytics });
    expect(trackingSet(yes.res)).toEqual({
      "origine-tracking": "origine-tracking=utm_source%3DDIRECT%26utm_medium%3Ddirect; Max-Age=172800; Path=/; SameSite=Lax; Secure",
      utm_source: "utm_source=DIRECT; Max-Age=172800; Path=/; SameSite=Lax; Secure",
      utm_medium: "utm_medium=direct; Max-Age=172800; Path=/; SameSite=Lax; Secure",
    });
    // no landing's yes: nothing counted
    expect(analytics).toEqual([]);
    expect(trackingSet((await post(submitted(inside.body, "accept"), { cookie: "utm_source=newsletter" })).res)).toEqual({});
  });

  it("a refusal, then a yes off a landing (the footer's link): no origin, nothing invented", async () => {
    const inside = await get("/", { referer: `${SITE}/` });
    const yes = await post(submitted(inside.body, "accept"), { cookie: "choix-cookies=m0a0" });
    expect(yes.res.headers.getSetCookie()).toEqual(["choix-cookies=m1a1; Max-Age=15724800; Path=/; SameSite=Lax; Secure"]);
  });

  it("a yes to measurement alone, even on a landing: no origin cookie, nothing counted", async () => {
    const analytics: AnalyticsEngineDataPoint[] = [];
    const landing = await get("/?utm_source=salon");
    const yes = await post(submitted(landing.body, "custom", ["measurement"]), { analytics });
    expect(yes.res.headers.getSetCookie()).toEqual(["choix-cookies=m1a0; Max-Age=15724800; Path=/; SameSite=Lax; Secure"]);
    expect(analytics).toEqual([]);
  });
});

describe("the form's landing fields", () => {
  it.each([
    ["arrivee=%3Cscript%3Ealert(1)%3C%2Fscript%3E%3D1", "<script>"],
    ["arrivee=utm_source%3Da%26redirect%3Dhttps%3A%2F%2Fevil.example", "evil.example"],
    [`arrivee=utm_source%3D${"a".repeat(2100)}`, "aaaaaaaaaa"],
    ["arrivee=&provenance=https%3A%2F%2Fevil.example%2F%3Cscript%3E", "<script>"],
    ["arrivee=&provenance=javascript%3Aalert(1)", "javascript:"],
    ["arrivee=&provenance=https%3A%2F%2Fwww.google.fr%2Fsearch%3Fq%3Dsecret", "secret"],
    ["provenance=https%3A%2F%2Fwww.google.fr", "google"],
  ])("refuses %s with 400, the value never reflected, nothing stored", async (fields, marker) => {
    const analytics: AnalyticsEngineDataPoint[] = [];
    const { res, body } = await post(`choix=accept&retour=%2F&${fields}`, { analytics });
    expect(res.status).toBe(400);
    expect(body).toContain("Mauvaise requête.");
    expect(body).not.toContain(marker);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(analytics).toEqual([]);
  });

  it("a forged but well-formed landing gives no more than typing its parameters in an address", async () => {
    const { res } = await post("choix=accept&retour=%2F&arrivee=utm_source%3Dforged");
    expect(res.status).toBe(303);
    expect(trackingSet(res)["utm_source"]).toContain("utm_source=forged;");
  });

  it("bad return addresses still lead back to the site, landing fields or not", async () => {
    for (const retour of ["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", " /campus", ""]) {
      const { res } = await post(new URLSearchParams({ choix: "accept", retour, arrivee: "utm_source=salon" }));
      expect(res.status, retour).toBe(303);
      expect(res.headers.get("location"), retour).toBe("/");
    }
  });
});
