import { describe, expect, it } from "vitest";
import { marketingOrigin } from "../../../core/origin";
import { landingDataPoint } from ".";

describe("landing data point", () => {
  it("records origin, medium, country, path and data centre, indexed by origin", () => {
    const found = marketingOrigin("https://www.ecole.test/campus/lyon", "https://www.google.fr/")!;
    expect(landingDataPoint(found, "/campus/lyon", { country: "FR", colo: "CDG" })).toEqual({
      indexes: ["ORGANIC_google"],
      blobs: ["ORGANIC_google", "organic", "FR", "/campus/lyon", "CDG", "search"],
      doubles: [1],
    });
  });
});
