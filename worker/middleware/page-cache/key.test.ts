import { describe, expect, it } from "vitest";
import { pageCacheKey, type KeyParts } from "./key";

const parts: KeyParts = { release: "client-abc@http://cms.test", version: "42", locale: "fr", device: "desktop" };
const key = (path: string, p = parts) => pageCacheKey(new URL(`https://www.ecole.test${path}`), p);

describe("pageCacheKey", () => {
  it("names the version, locale, device and path", () => {
    expect(key("/formations/dcg")).toBe("https://page-cache.invalid/client-abc%40http%3A%2F%2Fcms.test/42/fr/desktop/formations/dcg");
    expect(key("/", { ...parts, device: "mobile", locale: "en" })).toBe("https://page-cache.invalid/client-abc%40http%3A%2F%2Fcms.test/42/en/mobile/");
  });

  it("keeps the parameters that change the page, in one order", () => {
    expect(key("/agenda?type=conference&b=2")).toBe(key("/agenda?b=2&type=conference"));
    expect(key("/agenda?type=conference")).not.toBe(key("/agenda?type=salon"));
  });

  it("drops the marketing parameters, which never change the page", () => {
    expect(key("/?utm_source=newsletter&utm_medium=email&gclid=abc&fbclid=x")).toBe(key("/"));
    expect(key("/agenda?type=salon&utm_campaign=rentree")).toBe(key("/agenda?type=salon"));
  });

  it("shares /_data answers across devices", () => {
    expect(key("/_data/agenda")).toBe(key("/_data/agenda", { ...parts, device: "mobile" }));
    expect(key("/agenda")).not.toBe(key("/agenda", { ...parts, device: "mobile" }));
  });

  it("never shares a page opened with the pop-in", () => {
    expect(key("/?popin=brochure")).toBeNull();
    expect(key("/formations/dcg?POPIN=registration")).toBeNull();
  });

  it("moves to a new key when the content version or the release changes", () => {
    expect(key("/actualites")).not.toBe(key("/actualites", { ...parts, version: "43" }));
    expect(key("/actualites")).not.toBe(key("/actualites", { ...parts, release: "client-def@http://cms.test" }));
  });
});
