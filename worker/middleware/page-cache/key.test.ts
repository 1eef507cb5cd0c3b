import { describe, expect, it } from "vitest";
import { matchPage } from "../../router/match";
import { pageCacheKey, sharedGlobally, type KeyParts } from "./key";

/** The route the app mounts at the path, as the page cache is told it. */
const routeAt = (url: URL) => matchPage(url.pathname)?.name ?? null;
const at = (path: string) => new URL(`https://www.ecole.test${path}`);

const parts: KeyParts = { release: "client-abc@http://cms.test", version: "42", locale: "fr", device: "desktop" };
const key = (path: string, p = parts) => pageCacheKey(at(path), routeAt(at(path)), p);

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

  it("keeps a page opened with the pop-in under its action: one of three, the same for every visitor", () => {
    expect(key("/?popin=brochure")).toBe(`${key("/")}?popin=brochure`);
    expect(key("/formations/dcg?popin=registration&utm_source=x")).toBe(`${key("/formations/dcg")}?popin=registration`);
    expect(key("/?popin=contact")).not.toBe(key("/?popin=brochure"));
    expect(key("/agenda?popin=contact&type=salon")).toBe(key("/agenda?type=salon&popin=contact"));
    // a value that opens nothing draws the page as everyone sees it
    expect(key("/?popin=x123")).toBe(key("/"));
    expect(key("/?popin=Contact")).toBe(key("/"));
  });


  it("moves to a new key when the content version or the release changes", () => {
    expect(key("/actualites")).not.toBe(key("/actualites", { ...parts, version: "43" }));
    expect(key("/actualites")).not.toBe(key("/actualites", { ...parts, release: "client-def@http://cms.test" }));
  });
});

describe("sharedGlobally", () => {
  const shared = (path: string) => sharedGlobally(at(path), routeAt(at(path)));

  it("sends the unfiltered catalogue and its one-filter pages to KV, never a combination", () => {
    expect(shared("/formations")).toBe(true);
    expect(shared("/formations?categorie=bts&utm_source=x")).toBe(true);
    expect(shared("/formations?campus=lyon")).toBe(true);
    expect(shared("/formations?categorie=bts&campus=lyon")).toBe(false);
    // an unaccepted value is no filter
    expect(shared("/formations?categorie=bts&niveau=9")).toBe(true);
  });

  it("keeps search results and pages opened with the pop-in in their data centre", () => {
    expect(shared("/recherche?q=bts")).toBe(false);
    expect(shared("/formations/dcg?popin=brochure")).toBe(false);
    expect(shared("/formations/dcg?popin=nothing")).toBe(true);
    expect(shared("/sitemap.xml")).toBe(true);
  });
});
