import { describe, expect, it } from "vitest";
import { formatFigure, shownFigure } from "./results";

describe("results", () => {
  it("writes a negative value added with the minus sign U+2212, a positive one with its plus, zero bare", () => {
    expect(formatFigure("valueAdded", -0.5, "fr")).toBe("\u22120,5");
    expect(formatFigure("valueAdded", -0.5, "en")).toBe("\u22120.5");
    expect(formatFigure("valueAdded", 3, "fr")).toBe("+3");
    expect(formatFigure("valueAdded", 0, "fr")).toBe("0");
    expect(formatFigure("valueAdded", -2.25, "fr")).not.toContain("-");
  });

  it("writes a rate with a decimal comma and a no-break space before %", () => {
    expect(formatFigure("passRate", 82.5, "fr")).toBe("82,5\u00a0%");
    expect(formatFigure("employment12", 71, "en")).toBe("71\u00a0%");
  });

  it("hides a figure of a cohort under 20 learners, or a missing one", () => {
    expect(shownFigure(80, 19)).toBeNull();
    expect(shownFigure(null, 200)).toBeNull();
    expect(shownFigure(80, 20)).toBe(80);
  });
});
