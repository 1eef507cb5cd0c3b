import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from "./constants";
import { readCookies, siteCookie } from "./cookie";

describe("the site's cookies", () => {
  it("are written for the whole site, SameSite Lax, Secure on https, the value URI-encoded", () => {
    expect(siteCookie(LOCALE_COOKIE, "fr", LOCALE_COOKIE_MAX_AGE_S, false)).toBe("i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(siteCookie(LOCALE_COOKIE, "en", LOCALE_COOKIE_MAX_AGE_S, true)).toBe("i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(siteCookie("utm_source", "news letter", 60, false)).toBe("utm_source=news%20letter; Max-Age=60; Path=/; SameSite=Lax");
  });

  it("are read back from document.cookie, skipping what cannot be decoded", () => {
    const header = "a=1; origine-tracking=utm_source%3Dnews%2Bletter%26utm_medium%3Demail; bad=%E0%A4%A; utm_source=news%20letter";
    const cookies = readCookies(header);
    expect(cookies).toMatchObject({ a: "1", "origine-tracking": "utm_source=news+letter&utm_medium=email", utm_source: "news letter" });
    expect(cookies.bad).toBeUndefined();
    expect(readCookies(null)).toEqual({});
  });
});
