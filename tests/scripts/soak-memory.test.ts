/** The soak's memory rule, called directly: the level of the last third of the run against the first third's. */
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { memoryTrend } from "../../bench/soak-memory.mjs";

const processes = [{ label: "workerd (proxy on :8900)", pid: 1 }, { label: "workerd (site)", pid: 2 }];
const rule = { flatMb: 32 };

describe("soak memory trend", () => {
  it("calls flat a process whose memory saw-tooths around one level, and growing one that climbs steadily", () => {
    // Measured under `wrangler dev`: the site's workerd swinging ±40 MB around 1 GB; a leak of 10 MB a sample beside it.
    const site = [1012, 1013, 985, 1000, 1003, 1029, 1046, 1039, 968, 968, 965, 1013, 1018, 964, 955, 1001, 1028, 1001];
    const series = site.map((mb, i) => [400 + 10 * i, mb]);
    const [leaking, sawtooth] = memoryTrend(series, processes, rule);
    expect(sawtooth).toMatchObject({ flat: true, start: 1012, end: 1001 });
    expect(Math.round(sawtooth.growth)).toBe(-12);
    expect(leaking).toMatchObject({ flat: false, growth: 120 });
  });

  it("compares levels, not the last sample: one high point at the end does not make a trend, a higher level does", () => {
    const series = (site: number[]) => site.map((mb) => [100, mb]);
    expect(memoryTrend(series([100, 100, 100, 100, 100, 100, 100, 100, 180]), processes, rule)[1].flat).toBe(true);
    expect(memoryTrend(series([100, 100, 100, 120, 130, 140, 140, 140, 140]), processes, rule)[1].flat).toBe(false);
  });

  it("does not call flat a process that went away", () => {
    const [proxy, site] = memoryTrend([[100, 100], [100, null], [90, null]], processes, rule);
    expect(proxy).toMatchObject({ growth: -10, flat: true });
    expect(site.flat).toBe(false);
  });
});
