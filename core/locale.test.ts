import { describe, expect, it } from "vitest";
import { isEnglishPath, localePath, splitLocale } from "./locale";

describe("addresses by language", () => {
  it("reads /en and below as English, everything else as French", () => {
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/en/formations/dcg")).toEqual({ locale: "en", path: "/formations/dcg" });
    expect(splitLocale("/entreprise")).toEqual({ locale: "fr", path: "/entreprise" });
    expect(splitLocale("/formations/en")).toEqual({ locale: "fr", path: "/formations/en" });
    expect(isEnglishPath("/EN/Admission")).toBe(true);
    expect(isEnglishPath("/engagements")).toBe(false);
  });

  it("writes a site path in each language, and back", () => {
    expect(localePath("fr", "/agenda")).toBe("/agenda");
    expect(localePath("en", "/agenda")).toBe("/en/agenda");
    expect(localePath("en", "/")).toBe("/en");
    for (const path of ["/", "/campus/lyon"]) expect(splitLocale(localePath("en", path)).path).toBe(path);
  });
});
