import { describe, expect, it } from "vitest";
import { matchRoute, routePath } from "./match";
import { ROUTES } from "./routes";

describe("matchRoute", () => {
  it("binds every fixed path of the table to its own route", () => {
    for (const route of ROUTES) {
      if (route.pattern.includes(":")) continue;
      expect(matchRoute(route.pattern)?.name, route.pattern).toBe(route.name);
    }
  });

  it("reads parameters", () => {
    expect(matchRoute("/formations/dcg")).toMatchObject({ name: "formation", params: { slug: "dcg" } });
    expect(matchRoute("/campus/lyon")).toMatchObject({ name: "campus", params: { slug: "lyon" } });
    expect(matchRoute("/actualites/page/2")).toMatchObject({ name: "news-list-page", params: { page: "2" } });
    expect(matchRoute("/actualites/page")).toMatchObject({ name: "news-list-page", params: {} });
    expect(matchRoute("/admission/admissions-et-tarifs")).toMatchObject({
      name: "rubrique-article",
      params: { rubrique: "admission", slug: "admissions-et-tarifs" },
    });
  });

  it("matches English pages under /en against the same table, the locale set", () => {
    expect(matchRoute("/en")).toMatchObject({ name: "home", locale: "en", path: "/en" });
    expect(matchRoute("/en/formations/dcg")).toMatchObject({ name: "formation", locale: "en", params: { slug: "dcg" } });
    expect(matchRoute("/en/legal-notices")).toMatchObject({ name: "rubrique", locale: "en", params: { rubrique: "legal-notices" } });
    expect(matchRoute("/formations/dcg")?.locale).toBe("fr");
    expect(matchRoute("/entreprise")).toMatchObject({ name: "entreprise", locale: "fr" });
  });

  it("fills a route's parameters into its address", () => {
    expect(routePath("formation", { slug: "dcg" })).toBe("/formations/dcg");
    expect(routePath("home")).toBe("/");
    expect(routePath("news-list-page")).toBe("/actualites/page");
  });

  it("gives the layout of the route", () => {
    expect(matchRoute("/login")?.layout).toBe("empty");
    expect(matchRoute("/")?.layout).toBe("default");
  });

  it("matches nothing deeper than the table, nor implausible slugs", () => {
    expect(matchRoute("/a/b/c")).toBeNull();
    expect(matchRoute("/formations/%3Cscript%3E")).toBeNull();
    expect(matchRoute(`/${"x".repeat(300)}`)).toBeNull();
  });
});
