import { describe, expect, it } from "vitest";
import { isSafeLocation, locationFor } from "./location";

describe("locationFor", () => {
  it("keeps the query on site paths, on the canonical origin when there is one", () => {
    expect(locationFor("/formations", "?utm_source=x")).toBe("/formations?utm_source=x");
    expect(locationFor("/formations", "", "https://www.ecole.fr")).toBe("https://www.ecole.fr/formations");
  });

  it("answers an external file address as written", () => {
    expect(locationFor("https://fichiers.example-groupe.fr/a.pdf", "?x=1", "https://www.ecole.fr")).toBe(
      "https://fichiers.example-groupe.fr/a.pdf",
    );
  });
});

describe("isSafeLocation", () => {
  it("accepts same-site paths and plain absolute addresses", () => {
    for (const ok of ["/", "/formations?x=1", "/%2F%2Fevil.example", "https://www.ecole.fr/a", "http://localhost:8801/"]) {
      expect(isSafeLocation(ok), ok).toBe(true);
    }
  });

  it("refuses anything that could name another host or split the header", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "\\\\evil", "evil.example", "/a\r\nSet-Cookie: x", "/a b", "javascript:alert(1)", "https://evil.example@/", ""]) {
      expect(isSafeLocation(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
