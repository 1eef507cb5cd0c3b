import { describe, expect, it } from "vitest";
import { marketingOrigin, originQuery, replacesStoredOrigin, searchEngineOf, trackingCookies, trackingParams } from "./origin";

const SITE = "https://www.ecole.test";

describe("marketing origin: utm parameters", () => {
  it("takes utm_content first and keeps the landing's utm parameters as the tracking query", () => {
    const found = marketingOrigin(`${SITE}/formations/bts-cg?utm_source=newsletter&utm_medium=email&utm_campaign=rentree&utm_content=bouton-bleu&page=2`, "https://www.google.fr/");
    expect(found).toEqual({
      kind: "campaign",
      origin: "bouton-bleu",
      medium: "email",
      tracking: "utm_source=newsletter&utm_medium=email&utm_campaign=rentree&utm_content=bouton-bleu",
    });
  });

  it("falls back to utm_source, then utm", () => {
    expect(marketingOrigin(`${SITE}/?utm_source=facebook&utm_medium=social`, null)?.origin).toBe("facebook");
    expect(marketingOrigin(`${SITE}/?utm=salon-2025`, null)).toMatchObject({ origin: "salon-2025", medium: "campaign", tracking: "utm=salon-2025" });
  });

  it("keeps a gclid beside the utm parameters", () => {
    expect(marketingOrigin(`${SITE}/?utm_source=google&gclid=abc`, null)?.tracking).toBe("utm_source=google&gclid=abc");
  });

  it("ignores empty utm values and utm parameters that name no origin", () => {
    expect(marketingOrigin(`${SITE}/?utm_source=&utm_campaign=x`, null)?.kind).toBe("direct");
  });

  it("bounds what a query can put in a cookie", () => {
    const found = marketingOrigin(`${SITE}/?utm_source=${"a".repeat(5000)}`, null);
    expect(found?.origin).toHaveLength(200);
  });

  it("cuts a long value between characters, never inside one: the cookie can still be written", () => {
    const found = marketingOrigin(`${SITE}/?utm_source=${"a".repeat(199)}${encodeURIComponent("😀😀")}`, null)!;
    expect(found.origin).toBe(`${"a".repeat(199)}😀`);
    expect(trackingCookies(found, true)[1]).toContain(`utm_source=${"a".repeat(199)}%F0%9F%98%80;`);
  });
});

describe("what the rule reads of a landing's query", () => {
  it("keeps the tracking parameters, in order, values clipped, and nothing else", () => {
    const query = new URLSearchParams(`page=2&utm_source=salon&popin=brochure&utm_campaign=jpo&gclid=abc&utm_medium=${"m".repeat(300)}`);
    expect([...originQuery(query)]).toEqual([["utm_source", "salon"], ["utm_campaign", "jpo"], ["gclid", "abc"], ["utm_medium", "m".repeat(200)]]);
  });

  it("adds the first of each parameter read by name when it lies past the twelve kept", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `utm_x${i}=${i}`).join("&");
    const query = new URLSearchParams(`${twelve}&utm_content=bleu&utm_medium=email&utm_content=rouge`);
    expect([...originQuery(query)].slice(12)).toEqual([["utm_content", "bleu"], ["utm_medium", "email"]]);
    expect(marketingOrigin(`${SITE}/?${originQuery(query)}`, null)).toEqual(marketingOrigin(`${SITE}/?${query}`, null));
  });

  it("clipping twice changes nothing: a value cut where it had spaces reads the same again", () => {
    const query = new URLSearchParams({ utm_source: `${"a".repeat(199)}  b` });
    const once = originQuery(query);
    expect(once.get("utm_source")).toBe("a".repeat(199));
    expect(originQuery(once).toString()).toBe(once.toString());
  });
});

describe("marketing origin: referrers", () => {
  it.each([
    ["https://www.google.fr/", "ORGANIC_google"],
    ["https://www.google.com/search?q=bts", "ORGANIC_google"],
    ["https://WWW.GOOGLE.CO.UK/", "ORGANIC_google"],
    ["https://m.bing.com/", "ORGANIC_bing"],
    ["https://fr.search.yahoo.com/", "ORGANIC_yahoo"],
    ["https://www.ecosia.org/", "ORGANIC_ecosia"],
    ["https://www.baidu.com/", "ORGANIC_baidu"],
    ["https://www.qwant.com/?q=ecole", "ORGANIC_qwant"],
    ["https://search.lilo.org/", "ORGANIC_lilo"],
  ])("%s is a search engine: %s / organic", (referrer, origin) => {
    expect(marketingOrigin(`${SITE}/`, referrer)).toEqual({
      kind: "search",
      origin,
      medium: "organic",
      tracking: `utm_source=${origin}&utm_medium=organic`,
    });
  });

  it("a gclid makes a search visit paid: SEARCH_x / cpc", () => {
    expect(marketingOrigin(`${SITE}/formations?gclid=Cj0KCQ`, "https://www.google.fr/")).toEqual({
      kind: "search",
      origin: "SEARCH_google",
      medium: "cpc",
      tracking: "utm_source=SEARCH_google&utm_medium=cpc&gclid=Cj0KCQ",
    });
  });

  it("any other site is a referral named by its host as sent, www included", () => {
    expect(marketingOrigin(`${SITE}/`, "https://duckduckgo.com/")).toMatchObject({ kind: "referral", origin: "REFERRAL_duckduckgo.com", medium: "referral" });
    expect(marketingOrigin(`${SITE}/`, "https://www.studyrama.com/article")).toMatchObject({ origin: "REFERRAL_www.studyrama.com" });
    expect(marketingOrigin(`${SITE}/`, "https://m.facebook.com:443/")?.origin).toBe("REFERRAL_m.facebook.com");
  });

  it("does not mistake a host that merely contains an engine's name", () => {
    expect(marketingOrigin(`${SITE}/`, "https://notgoogle.com/")?.origin).toBe("REFERRAL_notgoogle.com");
    expect(marketingOrigin(`${SITE}/`, "https://bing/")?.origin).toBe("REFERRAL_bing");
    expect(searchEngineOf("images.google.de")).toBe("google");
    expect(searchEngineOf("google")).toBeNull();
  });

  it("a referrer from our own host (with or without www, any case) is internal: nothing to learn", () => {
    expect(marketingOrigin(`${SITE}/campus`, `${SITE}/`)).toBeNull();
    expect(marketingOrigin(`${SITE}/campus`, "https://ECOLE.test/formations")).toBeNull();
  });

  it("no referrer, an empty one, a malformed one or a non-web one is direct", () => {
    for (const referrer of [null, undefined, "", "not a url", "https://", "android-app://com.google.android.gm/"]) {
      expect(marketingOrigin(`${SITE}/`, referrer)).toEqual({ kind: "direct", origin: "DIRECT", medium: "direct", tracking: "utm_source=DIRECT&utm_medium=direct" });
    }
  });

  it("utm parameters win over the referrer, even our own", () => {
    expect(marketingOrigin(`${SITE}/?utm_source=sms`, `${SITE}/`)?.origin).toBe("sms");
  });

  it("a malformed landing URL teaches nothing", () => {
    expect(marketingOrigin("::", null)).toBeNull();
  });
});

describe("which visits replace the stored origin", () => {
  const campaign = marketingOrigin(`${SITE}/?utm_source=a`, null);
  const direct = marketingOrigin(`${SITE}/`, null);
  const search = marketingOrigin(`${SITE}/`, "https://www.google.fr/");
  const stored = { utm_source: "newsletter" };

  it("a campaign, search or referral landing always does", () => {
    expect(replacesStoredOrigin(campaign, stored)).toBe(true);
    expect(replacesStoredOrigin(search, stored)).toBe(true);
  });

  it("a direct visit only fills empty cookies", () => {
    expect(replacesStoredOrigin(direct, stored)).toBe(false);
    expect(replacesStoredOrigin(direct, {})).toBe(true);
  });

  it("an internal navigation never does", () => {
    expect(replacesStoredOrigin(null, {})).toBe(false);
  });
});

describe("tracking cookies", () => {
  const found = marketingOrigin(`${SITE}/?utm_source=news letter&utm_medium=email`, null)!;

  it("are written for two days on the whole site, SameSite Lax, Secure on https", () => {
    expect(trackingCookies(found, true)).toEqual([
      "origine-tracking=utm_source%3Dnews%2Bletter%26utm_medium%3Demail; Max-Age=172800; Path=/; SameSite=Lax; Secure",
      "utm_source=news%20letter; Max-Age=172800; Path=/; SameSite=Lax; Secure",
      "utm_medium=email; Max-Age=172800; Path=/; SameSite=Lax; Secure",
    ]);
    expect(trackingCookies(found, false)[1]).toBe("utm_source=news%20letter; Max-Age=172800; Path=/; SameSite=Lax");
  });

  it("the stored tracking splits into pairs, leading ? or & stripped", () => {
    expect(trackingParams("?utm_source=a&utm_medium=b")).toEqual([["utm_source", "a"], ["utm_medium", "b"]]);
    expect(trackingParams("&&utm_source=news+letter&=x&flag")).toEqual([["utm_source", "news letter"], ["flag", ""]]);
    expect(trackingParams(undefined)).toEqual([]);
  });
});
