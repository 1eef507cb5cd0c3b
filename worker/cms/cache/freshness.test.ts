/** Freshness of a cached CMS answer by its age. */
import { describe, expect, it } from "vitest";
import { freshnessOf } from "./freshness";

const lifetimes = { freshSeconds: 30, staleSeconds: 3600 };
const t0 = Date.UTC(2026, 10, 21, 12);

describe("freshnessOf", () => {
  it("is fresh within the fresh window, stale after it, expired past the stale window", () => {
    expect(freshnessOf(t0, t0, lifetimes)).toBe("fresh");
    expect(freshnessOf(t0, t0 + 29_999, lifetimes)).toBe("fresh");
    expect(freshnessOf(t0, t0 + 30_000, lifetimes)).toBe("stale");
    expect(freshnessOf(t0, t0 + 3_629_999, lifetimes)).toBe("stale");
    expect(freshnessOf(t0, t0 + 3_630_000, lifetimes)).toBe("expired");
  });

  it("counts a copy from the future or without a time as expired", () => {
    expect(freshnessOf(t0 + 1000, t0, lifetimes)).toBe("expired");
    expect(freshnessOf(Number.NaN, t0, lifetimes)).toBe("expired");
  });

  it("with no fresh window, is stale at once", () => {
    expect(freshnessOf(t0, t0, { freshSeconds: 0, staleSeconds: 60 })).toBe("stale");
  });
});
