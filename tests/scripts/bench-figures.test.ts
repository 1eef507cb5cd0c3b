/** The benches' interval of a ratio of medians, called directly: how it reads runs in turn, and what it says of a goal. */
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { interval, ratioInterval } from "../../bench/figures.mjs";

describe("ratio interval", () => {
  it("is narrow around the ratio when the runs agree, and says a goal above it is met", () => {
    const [low, high] = ratioInterval([100, 101, 99, 100, 102], [120, 121, 119, 122, 118]);
    expect(low).toBeGreaterThan(0.8);
    expect(high).toBeLessThan(0.87);
    expect(interval([low, high], 1.1)).toBe(`${low.toFixed(2)}–${high.toFixed(2)}, met beyond noise`);
  });

  it("is wide when the runs spread as this machine's event taps did, and leaves a goal inside it undecided", () => {
    // 29 November 15:43: the event with the change against the page as it was, in turn.
    const [low, high] = ratioInterval([311, 290, 228, 443, 471], [242, 275, 276, 360, 275]);
    expect(low).toBeLessThan(1.05);
    expect(high).toBeGreaterThan(1.5);
    expect(interval([low, high], 1.05)).toMatch(/not decided$/);
  });

  it("keeps runs measured in turn together, so drift shared by both sides does not widen the interval", () => {
    // Each run 10 % over its floor, while the machine's speed moves 3× from run to run.
    const floors = [50, 150, 80, 120, 60, 140, 100];
    const [low, high] = ratioInterval(floors.map((floor) => floor * 1.1), floors);
    expect(low).toBeCloseTo(1.1, 5);
    expect(high).toBeCloseTo(1.1, 5);
  });

  it("says a goal below the whole interval is missed, and answers the same for the same runs", () => {
    const runs: [number[], number[]] = [[130, 128, 135, 131, 129], [100, 101, 99, 102, 100]];
    expect(interval(ratioInterval(...runs), 1.1)).toMatch(/missed beyond noise$/);
    expect(ratioInterval(...runs)).toEqual(ratioInterval(...runs));
  });

  it("reads runs of different lengths each on its own, and has nothing to say without runs", () => {
    const [low, high] = ratioInterval([100, 100, 100], [50, 50, 50, 50]);
    expect([low, high]).toEqual([2, 2]);
    expect(ratioInterval([], [1, 2]).every(Number.isNaN)).toBe(true);
    expect(interval(ratioInterval([Number.NaN], [1]), 1.1)).toBe("—");
  });
});
