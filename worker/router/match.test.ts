import { describe, expect, it } from "vitest";
import { ROUTES } from "../../core/routes";
import { routeNamed } from "../../core/routes";
import { matchPage, routerPattern } from "./match";

/** Hono's router over the route table, as the app mounts it. */
describe("matchPage", () => {
  it("binds every fixed path of the table to its own route", () => {
    for (const route of ROUTES) {
      if (route.pattern.includes(":")) continue;
      expect(matchPage(route.pattern)?.name, route.pattern).toBe(route.name);
    }
  });

  it("reads parameters", () => {
    expect(matchPage("/formations/dcg")).toMatchObject({ name: "formation", params: { slug: "dcg" } });
    expect(matchPage("/campus/lyon")).toMatchObject({ name: "campus", params: { slug: "lyon" } });
    expect(matchPage("/actualites/page/2")).toMatchObject({ name: "news-list-page", params: { page: "2" } });
    expect(matchPage("/actualites/page")).toMatchObject({ name: "news-list-page", params: {} });
    expect(matchPage("/admission/admissions-et-tarifs")).toMatchObject({
      name: "rubrique-article",
      params: { rubrique: "admission", slug: "admissions-et-tarifs" },
    });
  });

  it("matches English pages under /en against the same table, the locale set", () => {
    expect(matchPage("/en")).toMatchObject({ name: "home", locale: "en", path: "/en" });
    expect(matchPage("/en/formations/dcg")).toMatchObject({ name: "formation", locale: "en", params: { slug: "dcg" } });
    expect(matchPage("/en/legal-notices")).toMatchObject({ name: "rubrique", locale: "en", params: { rubrique: "legal-notices" } });
    expect(matchPage("/formations/dcg")?.locale).toBe("fr");
    expect(matchPage("/entreprise")).toMatchObject({ name: "entreprise", locale: "fr" });
  });

  it("gives the layout of the route", () => {
    expect(matchPage("/login")?.layout).toBe("empty");
    expect(matchPage("/")?.layout).toBe("default");
  });

  it("matches nothing deeper than the table, nor implausible slugs", () => {
    expect(matchPage("/a/b/c")).toBeNull();
    expect(matchPage("/formations/%3Cscript%3E")).toBeNull();
    expect(matchPage(`/${"x".repeat(300)}`)).toBeNull();
    expect(matchPage("/formations/DCG")).toBeNull();
  });
});

describe("routerPattern", () => {
  it("constrains each parameter to a slug, in each language", () => {
    expect(routerPattern(routeNamed("formation"), "fr")).toBe("/formations/:slug{[a-z0-9][a-z0-9-]{0,199}}");
    expect(routerPattern(routeNamed("news-list-page"), "en")).toBe("/en/actualites/page/:page{[a-z0-9][a-z0-9-]{0,199}}?");
  });
});
