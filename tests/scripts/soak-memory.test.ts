/** The soak's memory rule, called directly: growth from start to end, over the last half, and the flat verdict. */
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { memoryVerdict } from "../../bench/soak-memory.mjs";

const processes = [{ label: "workerd (proxy on :8900)", pid: 1 }, { label: "workerd (site)", pid: 2 }];
const rule = { seconds: 120, flatMb: 32 };
const samples = (rows: [number, (number | null)[]][]) => rows.map(([seconds, mb]) => ({ seconds, mb }));

describe("soak memory verdict", () => {
  it("calls flat a process that grew early then levelled off, and growing one that climbs to the end", () => {
    const run = samples([[0, [400, 500]], [30, [420, 560]], [60, [440, 600]], [90, [470, 610]], [120, [500, 620]]]);
    expect(memoryVerdict(run, processes, rule)).toEqual([
      { label: "workerd (proxy on :8900)", pid: 1, growth: 100, lateGrowth: 60, flat: false },
      { label: "workerd (site)", pid: 2, growth: 120, lateGrowth: 20, flat: true },
    ]);
  });

  it("measures the last half from the sample nearest the middle of the phase", () => {
    const run = samples([[0, [100, 100]], [40, [100, 130]], [70, [100, 150]], [120, [100, 170]]]);
    expect(memoryVerdict(run, processes, rule).map(({ lateGrowth }: { lateGrowth: number }) => lateGrowth)).toEqual([0, 20]);
  });

  it("does not call flat a process that went away or a drop it cannot measure", () => {
    const run = samples([[0, [100, 100]], [60, [100, null]], [120, [90, null]]]);
    const [proxy, site] = memoryVerdict(run, processes, rule);
    expect(proxy).toMatchObject({ growth: -10, lateGrowth: -10, flat: true });
    expect(site.flat).toBe(false);
  });
});
