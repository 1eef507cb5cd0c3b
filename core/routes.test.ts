import { describe, expect, it } from "vitest";
import { routePath, routerPattern, routeNamed } from "./routes";

describe("routePath", () => {
  it("fills a route's parameters into its address", () => {
    expect(routePath("formation", { slug: "dcg" })).toBe("/formations/dcg");
    expect(routePath("home")).toBe("/");
    expect(routePath("news-list-page")).toBe("/actualites/page");
    expect(routePath("news-list-page", { page: "2" })).toBe("/actualites/page/2");
    expect(routePath("rubrique-article", { rubrique: "admission", slug: "admissions-et-tarifs" })).toBe("/admission/admissions-et-tarifs");
  });

  it("writes an English address under /en", () => {
    expect(routePath("home", {}, "en")).toBe("/en");
    expect(routePath("campus", { slug: "lyon" }, "en")).toBe("/en/campus/lyon");
  });
});

describe("routerPattern", () => {
  it("constrains each parameter to a slug, in each language", () => {
    expect(routerPattern(routeNamed("formation"), "fr")).toBe("/formations/:slug{[a-z0-9][a-z0-9-]{0,199}}");
    expect(routerPattern(routeNamed("news-list-page"), "en")).toBe("/en/actualites/page/:page{[a-z0-9][a-z0-9-]{0,199}}?");
  });
});

describe("routePath's types", () => {
  it("ask for the parameters a pattern names", () => {
    // @ts-expect-error a programme's address needs its slug
    const missing = () => routePath("formation");
    // @ts-expect-error a route of no parameter takes none by that name
    const extra = () => routePath("campus", { city: "lyon" });
    expect([missing, extra].every((f) => typeof f === "function")).toBe(true);
  });
});
