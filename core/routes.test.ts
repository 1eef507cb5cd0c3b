import { describe, expect, it } from "vitest";
import { routePath } from "./routes";

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

describe("routePath's types", () => {
  it("ask for the parameters a pattern names", () => {
    // @ts-expect-error a programme's address needs its slug
    const missing = () => routePath("formation");
    // @ts-expect-error a route of no parameter takes none by that name
    const extra = () => routePath("campus", { city: "lyon" });
    expect([missing, extra].every((f) => typeof f === "function")).toBe(true);
  });
});
