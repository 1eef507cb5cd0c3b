import { describe, expect, it } from "vitest";
import { pageCacheKey, type KeyParts } from "./key";

const parts: KeyParts = { release: "client-abc@http://cms.test", version: "42", locale: "fr", device: "desktop" };
const key = (path: string, p = parts) => pageCacheKey(new URL(`https://www.ecole.test${path}`), p);

describe("pageCacheKey", () => {
  it("names the version, locale, device and path", () => {
    expect(key("/formations/dcg")).toBe("https://page-cache.invalid/client-abc%40http%3A%2F%2Fcms.test/42/fr/desktop/formations/dcg");
    expect(key("/", { ...parts, device: "mobile", locale: "en" })).toBe("https://page-cache.invalid/client-abc%40http%3A%2F%2Fcms.test/42/en/mobile/");
  });

  it("keeps the parameters the route reads, in one order", () => {
    expect(key("/formations?niveau=3&categorie=bts")).toBe(key("/formations?categorie=bts&niveau=3"));
    expect(key("/agenda?type=conference")).not.toBe(key("/agenda?type=salon"));
    expect(key("/blog?page=2")).not.toBe(key("/blog"));
  });

  it("drops every other parameter and every value the route does not accept", () => {
    expect(key("/?utm_source=newsletter&utm_medium=email&gclid=abc&fbclid=x")).toBe(key("/"));
    expect(key("/agenda?type=salon&utm_campaign=rentree&cb=1")).toBe(key("/agenda?type=salon"));
    expect(key("/?cb=123")).toBe(key("/"));
    expect(key("/agenda?type=x123")).toBe(key("/agenda"));
    expect(key("/blog?page=0")).toBe(key("/blog"));
    expect(key("/actualites/page/2?page=3")).toBe(key("/actualites/page/2"));
    expect(key("/sitemap.xml?cb=1")).toBe(key("/sitemap.xml"));
  });

  it("keeps a page per device, and one entry for an answer the same on every device", () => {
    expect(key("/agenda")).not.toBe(key("/agenda", { ...parts, device: "mobile" }));
    expect(key("/sitemap.xml", { ...parts, device: null })).toBe("https://page-cache.invalid/client-abc%40http%3A%2F%2Fcms.test/42/fr/any/sitemap.xml");
  });

  it("never shares a page opened with the pop-in", () => {
    expect(key("/?popin=brochure")).toBeNull();
    expect(key("/formations/dcg?popin=registration")).toBeNull();
    // a value that opens nothing draws the page as everyone sees it
    expect(key("/?popin=x123")).toBe(key("/"));
  });

  it("moves to a new key when the content version or the release changes", () => {
    expect(key("/actualites")).not.toBe(key("/actualites", { ...parts, version: "43" }));
    expect(key("/actualites")).not.toBe(key("/actualites", { ...parts, release: "client-def@http://cms.test" }));
  });
});
