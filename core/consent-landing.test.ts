import { describe, expect, it } from "vitest";
import { isLandingQuery, isReferrerOrigin, LANDING_QUERY_MAX, landingFields, originOfYes } from "./consent-landing";
import { marketingOrigin } from "./origin";

const SITE = "https://www.ecole.test";
const site = new URL(`${SITE}/__consent`);

/** What a yes given on the landing page records, the fields having crossed the form as strings. */
const yesOnLanding = (landing: string, referrer: string | null) => {
  const fields = landingFields(new URL(landing), referrer);
  return fields && originOfYes(fields, true, site);
};

describe("the landing a banner carries", () => {
  const LANDINGS: [string, string | null][] = [
    [`${SITE}/formations/bts-cg?utm_source=newsletter&utm_medium=email&utm_campaign=jpo`, null],
    [`${SITE}/formations?utm_source=facebook&utm_medium=social&utm_content=story&page=2`, "https://www.google.fr/"],
    [`${SITE}/?utm=salon-2025`, null],
    [`${SITE}/?UTM_SOURCE=upper&utm_source=lower`, null],
    [`${SITE}/?utm_source=&utm_campaign=x`, "https://www.bing.com/search?q=bts"],
    [`${SITE}/?gclid=Cj0KCQ`, "https://www.google.com/"],
    [`${SITE}/campus/lyon`, "https://www.qwant.com/?q=ecole"],
    [`${SITE}/`, "https://user:secret@www.studyrama.com:443/formations?id=12#top"],
    [`${SITE}/`, "http://blog.example:8080/a"],
    [`${SITE}/`, "https://xn--cole-bpa.example/"],
    [`${SITE}/`, null],
    [`${SITE}/`, "not a url"],
    [`${SITE}/`, "android-app://com.google.android.gm/"],
    [`${SITE}/?utm_source=sms`, `${SITE}/agenda`],
    [`${SITE}/?utm_source=news+letter&utm_medium=e%26mail&utm_term=${encodeURIComponent("école \"quote\" <b>")}`, null],
    [`${SITE}/?utm_source=${"a".repeat(199)}${encodeURIComponent("😀")}&utm_medium=${"b".repeat(199)}%20%20c`, null],
  ];

  it.each(LANDINGS)("records for %s (from %s) exactly what that landing records with a yes given before", (landing, referrer) => {
    expect(yesOnLanding(landing, referrer)).toEqual(marketingOrigin(landing, referrer));
  });

  it("carries what the rule reads of the query and the referrer's origin, never its path, query or credentials", () => {
    expect(landingFields(new URL(`${SITE}/formations?page=2&utm_source=salon&popin=brochure`), "https://user:secret@www.studyrama.com/formations?id=12")).toEqual({
      query: "utm_source=salon",
      referrer: "https://www.studyrama.com",
    });
    expect(landingFields(new URL(`${SITE}/`), null)).toEqual({ query: "" });
    expect(landingFields(new URL(`${SITE}/`), "android-app://com.google.android.gm/")).toEqual({ query: "" });
  });

  it("a navigation inside the site is no landing: nothing to carry", () => {
    expect(landingFields(new URL(`${SITE}/campus`), `${SITE}/formations?utm_source=salon`)).toBeNull();
    expect(landingFields(new URL(`${SITE}/campus`), "https://ecole.test/")).toBeNull();
  });

  it("writes no field past its bound: such a landing's yes counts as one given later", () => {
    const many = Array.from({ length: 12 }, (_, i) => `utm_x${i}=${"é".repeat(200)}`).join("&");
    expect(landingFields(new URL(`${SITE}/?${many}`), null)).toBeNull();
    expect(landingFields(new URL(`${SITE}/`), `https://${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(63)}.example/`)).toBeNull();
  });
});

describe("the fields a form may send", () => {
  it("a landing query holds tracking parameters only, within its bound", () => {
    for (const good of ["", "utm_source=salon&utm_medium=print", "gclid=abc", "UTM_Campaign=x", `utm_source=${"a".repeat(LANDING_QUERY_MAX - 11)}`]) {
      expect(isLandingQuery(good), good).toBe(true);
    }
    for (const bad of ["page=2", "utm_source=a&redirect=https://evil.example", "=x", "<script>=1", `utm_source=${"a".repeat(LANDING_QUERY_MAX)}`]) {
      expect(isLandingQuery(bad), bad).toBe(false);
    }
  });

  it("a referrer is an http(s) origin as the URL standard writes it, within its bound", () => {
    for (const good of ["https://www.google.fr", "http://blog.example:8080", "https://xn--cole-bpa.example"]) expect(isReferrerOrigin(good), good).toBe(true);
    const bad = ["https://www.google.fr/", "https://www.google.fr/search?q=x", "HTTPS://WWW.GOOGLE.FR", "https://www.google.fr:443", "javascript:alert(1)", "ftp://a.example", "null", "", "www.google.fr", `https://${"a".repeat(300)}.example`];
    for (const value of bad) expect(isReferrerOrigin(value), value).toBe(false);
  });
});

describe("the origin a yes records", () => {
  it("given on the landing page: the landing's", () => {
    expect(originOfYes({ query: "utm_source=salon&utm_medium=print" }, false, site)).toMatchObject({ kind: "campaign", origin: "salon", medium: "print" });
    expect(originOfYes({ query: "", referrer: "https://www.qwant.com" }, true, site)).toMatchObject({ origin: "ORGANIC_qwant", medium: "organic" });
  });

  it("a first answer given on a later page: a visit with no parameters, DIRECT", () => {
    expect(originOfYes(undefined, true, site)).toEqual({ kind: "direct", origin: "DIRECT", medium: "direct", tracking: "utm_source=DIRECT&utm_medium=direct" });
  });

  it("a changed answer off a landing: none", () => {
    expect(originOfYes(undefined, false, site)).toBeNull();
  });

  it("a referrer of our own host with no campaign teaches nothing, as at the edge", () => {
    expect(originOfYes({ query: "", referrer: SITE }, true, site)).toBeNull();
  });
});
