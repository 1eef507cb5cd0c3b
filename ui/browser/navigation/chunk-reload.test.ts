import { describe, expect, it } from "vitest";
import { mayReload } from "./chunk-reload";

describe("mayReload", () => {
  const now = 1_000_000;
  it("allows the first reload", () => {
    expect(mayReload(now, null)).toBe(true);
  });
  it("refuses a second reload within 60 s", () => {
    expect(mayReload(now, now - 59_999)).toBe(false);
    expect(mayReload(now, now)).toBe(false);
  });
  it("allows one again after 60 s, or when the stored time is nonsense", () => {
    expect(mayReload(now, now - 60_000)).toBe(true);
    expect(mayReload(now, Number.NaN)).toBe(true);
    expect(mayReload(now, now + 3_600_000)).toBe(true);
  });
});
