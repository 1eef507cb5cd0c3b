import { describe, expect, it } from "vitest";
import { ACCEPTED, consentCookie, consentModeSignals, consentOf, crmOrigin, parseConsent, REFUSED, returnPath, tagCookiePurpose } from "./consent";

describe("consent", () => {
  it("keeps a choice in one short cookie for six months, read back as it was", () => {
    expect(consentCookie({ measurement: true, advertising: false }, true)).toBe("choix-cookies=m1a0; Max-Age=15724800; Path=/; SameSite=Lax; Secure");
    expect(parseConsent("m1a0")).toEqual({ measurement: true, advertising: false });
    expect(parseConsent("m0a0")).toEqual(REFUSED);
    for (const foreign of [undefined, "", "yes", "m1a1x", "m2a0"]) expect(parseConsent(foreign)).toBeNull();
  });

  it("reads the banner's buttons: closing is a refusal, 'custom' takes the ticked purposes only", () => {
    expect(consentOf("accept", [])).toEqual(ACCEPTED);
    expect(consentOf("refuse", ["measurement"])).toEqual(REFUSED);
    expect(consentOf("close", ["measurement", "advertising"])).toEqual(REFUSED);
    expect(consentOf("custom", ["advertising", "other"])).toEqual({ measurement: false, advertising: true });
  });

  it("maps a choice to Consent Mode v2's four signals", () => {
    expect(consentModeSignals({ measurement: true, advertising: false })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("leads back to a path of this site only", () => {
    expect(returnPath("/formations/dcg?page=2")).toBe("/formations/dcg?page=2");
    for (const away of ["//evil.example/", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "", undefined, "/a b"]) expect(returnPath(away)).toBe("/");
  });

  it("gives the CRM the stored origin only with a yes to advertising, where consent is required", () => {
    const tracking = "utm_source=salon";
    expect(crmOrigin({ "origine-tracking": tracking }, true)).toBeUndefined();
    expect(crmOrigin({ "origine-tracking": tracking, "choix-cookies": "m1a0" }, true)).toBeUndefined();
    expect(crmOrigin({ "origine-tracking": tracking, "choix-cookies": "m0a1" }, true)).toBe(tracking);
    expect(crmOrigin({ "origine-tracking": tracking }, false)).toBe(tracking);
  });

  it("knows which purpose each tag cookie serves", () => {
    expect(["_ga", "_ga_ABC", "_gid", "_gcl_au", "i18n_redirected", "choix-cookies"].map(tagCookiePurpose)).toEqual([
      "measurement",
      "measurement",
      "measurement",
      "advertising",
      null,
      null,
    ]);
  });
});
