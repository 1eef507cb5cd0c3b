import { describe, expect, it } from "vitest";
import { isMobile } from "./viewport";

describe("isMobile", () => {
  it("is mobile at 900 px or less, or on a phone", () => {
    expect(isMobile(900, "desktop")).toBe(true);
    expect(isMobile(901, "desktop")).toBe(false);
    expect(isMobile(1440, "mobile")).toBe(true);
  });
});
