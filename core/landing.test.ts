import { describe, expect, it } from "vitest";
import { clipBytes, landingColumn, landingDataPoint, landingOf } from "./landing";
import { marketingOrigin } from "./origin";

const SITE = "https://www.ecole.test";

describe("landing data point", () => {
  it("carries origin, medium, campaign, country, data centre and path, in that order, indexed by origin", () => {
    const found = marketingOrigin(`${SITE}/formations/bts-cg?utm_source=newsletter&utm_medium=email&utm_campaign=rentree-2026`, null)!;
    const landing = landingOf(found, "/formations/bts-cg", { country: "BE", colo: "BRU" });
    expect(landing).toEqual({ origin: "newsletter", medium: "email", campaign: "rentree-2026", country: "BE", colo: "BRU", path: "/formations/bts-cg" });
    expect(landingDataPoint(landing, { landings: 1, yes: 0 })).toEqual({
      indexes: ["newsletter"],
      blobs: ["newsletter", "email", "rentree-2026", "BE", "BRU", "/formations/bts-cg"],
      doubles: [1, 0],
    });
  });

  it("counts a landing and a yes apart: a yes given on the landing's page counts no second landing", () => {
    const landing = landingOf(marketingOrigin(`${SITE}/?utm_source=salon`, null)!, "/", undefined);
    expect(landingDataPoint(landing, { landings: 1, yes: 1 }).doubles).toEqual([1, 1]);
    expect(landingDataPoint(landing, { landings: 0, yes: 1 }).doubles).toEqual([0, 1]);
  });

  it("has no campaign for search and referral landings, and empty places without cf data (local runs)", () => {
    const found = marketingOrigin(`${SITE}/campus/lyon?utm_campaign=ignored`, "https://www.google.fr/")!;
    expect(landingDataPoint(landingOf(found, "/campus/lyon", undefined), { landings: 1, yes: 0 }).blobs).toEqual(["ORGANIC_google", "organic", "", "", "", "/campus/lyon"]);
  });

  it("names the SQL column of each field and count from the same order", () => {
    expect(["origin", "medium", "campaign", "country", "colo", "path"].map((f) => landingColumn(f as never))).toEqual(["blob1", "blob2", "blob3", "blob4", "blob5", "blob6"]);
    expect([landingColumn("landings"), landingColumn("yes")]).toEqual(["double1", "double2"]);
  });

  it("keeps the index within Analytics Engine's 96 bytes without cutting a character", () => {
    const found = marketingOrigin(`${SITE}/?utm_source=${encodeURIComponent("é".repeat(60))}`, null)!;
    const [index] = landingDataPoint(landingOf(found, "/", undefined), { landings: 1, yes: 0 }).indexes;
    expect(index).toBe("é".repeat(48));
    expect(clipBytes("ab€", 4)).toBe("ab");
    expect(clipBytes("a😀b", 5)).toBe("a😀");
    expect(clipBytes("short", 96)).toBe("short");
  });
});
