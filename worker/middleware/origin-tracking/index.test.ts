import { createExecutionContext, env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../env";
import { readConfig } from "../../config";
import { originTracking } from ".";

/** What the page stage would have kept in its cache: the answer as it left that stage. */
const cachedPages: Response[] = [];

const app = new Hono<AppEnv>();
app.use(async (c, next) => {
  c.set("config", readConfig(c.env));
  await next();
});
app.use(originTracking());
app.get("/data.json", (c) => c.json({ ok: true }));
app.get("/moved", (c) => c.redirect("/formations", 301));
app.all("*", (c) => {
  const page = c.html("<p>page</p>");
  cachedPages.push(page.clone());
  return page;
});

interface Landing {
  url?: string;
  referer?: string;
  cookie?: string;
  method?: string;
  analytics?: AnalyticsEngineDataPoint[];
  /** Where Cloudflare saw the visitor (request.cf); absent, as in local runs, when not given. */
  cf?: { country: string; colo: string };
  /** CONSENT_REQUIRED; off by default here: most of these tests pin the spec's behaviour, which the setting keeps. */
  consentRequired?: boolean;
}

async function land({ url = "https://www.ecole.test/", referer, cookie, method = "GET", analytics, cf, consentRequired = false }: Landing) {
  const headers = new Headers();
  if (referer) headers.set("referer", referer);
  if (cookie) headers.set("cookie", cookie);
  const settings = { ...env, CONSENT_REQUIRED: consentRequired ? "true" : "false" };
  const bindings = analytics ? { ...settings, ANALYTICS: { writeDataPoint: (point: AnalyticsEngineDataPoint) => analytics.push(point) } } : settings;
  const res = await app.request(url, { method, headers, ...(cf ? { cf } : {}) }, bindings, createExecutionContext());
  const cookies = res.headers.getSetCookie();
  const named = Object.fromEntries(cookies.map((c) => [c.slice(0, c.indexOf("=")), c]));
  return { res, cookies, named };
}

describe("origin tracking stage", () => {
  it("stores a campaign landing's origin, medium and utm query in three cookies, two days, site-wide, Lax, Secure on https", async () => {
    const { res, named } = await land({ url: "https://www.ecole.test/formations/bts-cg?utm_source=newsletter&utm_medium=email&utm_campaign=rentree" });
    expect(res.status).toBe(200);
    expect(named["utm_source"]).toBe("utm_source=newsletter; Max-Age=172800; Path=/; SameSite=Lax; Secure");
    expect(named["utm_medium"]).toBe("utm_medium=email; Max-Age=172800; Path=/; SameSite=Lax; Secure");
    expect(named["origine-tracking"]).toBe(
      `origine-tracking=${encodeURIComponent("utm_source=newsletter&utm_medium=email&utm_campaign=rentree")}; Max-Age=172800; Path=/; SameSite=Lax; Secure`,
    );
    expect(await res.text()).toBe("<p>page</p>");
  });

  it("leaves Secure out on plain http (local development)", async () => {
    const { named } = await land({ url: "http://localhost/?utm=salon" });
    expect(named["utm_source"]).toBe("utm_source=salon; Max-Age=172800; Path=/; SameSite=Lax");
  });

  it.each([
    ["https://www.google.fr/", "ORGANIC_google", "organic"],
    ["https://m.bing.com/search?q=bts", "ORGANIC_bing", "organic"],
    ["https://duckduckgo.com/", "REFERRAL_duckduckgo.com", "referral"],
    ["https://www.studyrama.com/formations", "REFERRAL_www.studyrama.com", "referral"],
  ])("a landing from %s is %s / %s", async (referer, origin, medium) => {
    const { named } = await land({ referer });
    expect(named["utm_source"]).toContain(`utm_source=${origin};`);
    expect(named["utm_medium"]).toContain(`utm_medium=${medium};`);
  });

  it("a paid search landing (gclid) is SEARCH_x / cpc", async () => {
    const { named } = await land({ url: "https://www.ecole.test/?gclid=abc", referer: "https://www.google.com/" });
    expect(named["utm_source"]).toContain("utm_source=SEARCH_google;");
    expect(named["utm_medium"]).toContain("utm_medium=cpc;");
  });

  it("a new campaign or search landing replaces a stored campaign", async () => {
    const cookie = "utm_source=newsletter; utm_medium=email";
    expect((await land({ url: "https://www.ecole.test/?utm_source=salon", cookie })).named["utm_source"]).toContain("utm_source=salon;");
    expect((await land({ referer: "https://www.qwant.com/", cookie })).named["utm_source"]).toContain("utm_source=ORGANIC_qwant;");
  });

  it("a direct visit marks a first visit as DIRECT but never erases a stored campaign", async () => {
    expect((await land({})).named["utm_source"]).toContain("utm_source=DIRECT;");
    expect((await land({ cookie: "utm_source=newsletter" })).cookies).toEqual([]);
  });

  it("an internal navigation (referrer from our own host) stores nothing", async () => {
    expect((await land({ url: "https://www.ecole.test/campus", referer: "https://www.ecole.test/" })).cookies).toEqual([]);
    expect((await land({ url: "https://www.ecole.test/campus", referer: "https://ecole.test/" })).cookies).toEqual([]);
  });

  it("only pages: not JSON, redirects or other methods", async () => {
    expect((await land({ url: "https://www.ecole.test/data.json?utm_source=x" })).cookies).toEqual([]);
    expect((await land({ url: "https://www.ecole.test/moved?utm_source=x" })).cookies).toEqual([]);
    expect((await land({ url: "https://www.ecole.test/?utm_source=x", method: "POST" })).cookies).toEqual([]);
  });

  it("adds its cookies to this answer only: what the page stage cached carries none", async () => {
    cachedPages.length = 0;
    const { cookies } = await land({ url: "https://www.ecole.test/agenda?utm_source=x" });
    expect(cookies).toHaveLength(3);
    expect(cachedPages).toHaveLength(1);
    expect(cachedPages[0]?.headers.has("set-cookie")).toBe(false);
  });

  it("counts a landing in Analytics Engine, in the report's layout, with the visitor's country and data centre, when bound (a yes: no consent is asked here)", async () => {
    const analytics: AnalyticsEngineDataPoint[] = [];
    const campaign = "https://www.ecole.test/formations?utm_content=bleu&utm_medium=social&utm_campaign=rentree-2026";
    await land({ url: campaign, analytics, cf: { country: "BE", colo: "BRU" } });
    await land({ url: "https://www.ecole.test/formations", referer: "https://www.ecole.test/", analytics });
    await land({ url: "https://www.ecole.test/campus/lyon", referer: "https://www.qwant.com/", analytics });
    expect(analytics).toHaveLength(2);
    expect(analytics[0]).toEqual({ indexes: ["bleu"], blobs: ["bleu", "social", "rentree-2026", "BE", "BRU", "/formations"], doubles: [1, 1] });
    // Without cf data (local runs), country and data centre stay empty rather than failing.
    expect(analytics[1]).toEqual({ indexes: ["ORGANIC_qwant"], blobs: ["ORGANIC_qwant", "organic", "", "", "", "/campus/lyon"], doubles: [1, 1] });
  });

  it("counts a direct revisit too, though it keeps the stored campaign: every landing counts once, whatever the cookies", async () => {
    const analytics: AnalyticsEngineDataPoint[] = [];
    const { cookies } = await land({ cookie: "utm_source=newsletter", analytics });
    expect(cookies).toEqual([]);
    expect(analytics).toEqual([{ indexes: ["DIRECT"], blobs: ["DIRECT", "direct", "", "", "", "/"], doubles: [1, 1] }]);
  });

  it("a failing Analytics Engine never costs the page", async () => {
    const broken = { ...env, CONSENT_REQUIRED: "false", ANALYTICS: { writeDataPoint: () => { throw new Error("quota"); } } };
    const res = await app.request("https://www.ecole.test/?utm_source=x", {}, broken, createExecutionContext());
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toHaveLength(3);
  });

  describe("where consent is required (CONSENT_REQUIRED)", () => {
    const campaign = "https://www.ecole.test/formations?utm_source=salon&utm_medium=print";

    it("sets no cookie without a yes to advertising, yet counts the landing as an anonymous data point, with no yes", async () => {
      for (const cookie of [undefined, "choix-cookies=m0a0", "choix-cookies=m1a0", "choix-cookies=forged"]) {
        const analytics: AnalyticsEngineDataPoint[] = [];
        const { cookies } = await land({ url: campaign, cookie, analytics, consentRequired: true, cf: { country: "FR", colo: "CDG" } });
        expect(cookies, cookie).toEqual([]);
        expect(analytics, cookie).toEqual([{ indexes: ["salon"], blobs: ["salon", "print", "", "FR", "CDG", "/formations"], doubles: [1, 0] }]);
      }
    });

    it("an internal navigation is no landing, counted or not", async () => {
      const analytics: AnalyticsEngineDataPoint[] = [];
      await land({ url: "https://www.ecole.test/campus", referer: "https://www.ecole.test/", analytics, consentRequired: true });
      expect(analytics).toEqual([]);
    });

    it("with a yes to advertising given before, stores the origin as the spec says and counts the landing with its yes", async () => {
      const analytics: AnalyticsEngineDataPoint[] = [];
      const { named } = await land({ url: campaign, cookie: "choix-cookies=m0a1", consentRequired: true, analytics });
      expect(named["utm_source"]).toContain("utm_source=salon;");
      expect(analytics.map((point) => point.doubles)).toEqual([[1, 1]]);
    });
  });
});
