/** Idle slices, called directly with a window whose clock and idle periods the test drives. */
import { describe, expect, it } from "vitest";
import { inIdleSlices, SLICE_MS } from "./after-load";

/** A window whose idle callbacks wait in a queue, and a clock each step moves on by `stepMs`. */
function idleWindow(stepMs: number) {
  let now = 0;
  const idle: (() => void)[] = [];
  const win = {
    performance: { now: () => now } as Performance,
    requestIdleCallback: (run: () => void) => idle.push(run),
    setTimeout: () => 0,
  } as unknown as Window;
  const step = (name: string, ran: string[]) => () => {
    ran.push(name);
    now += stepMs;
  };
  /** Runs the callbacks waiting for idle time; answers how many there were. */
  const idlePeriod = () => {
    const ran = idle.splice(0);
    ran.forEach((run) => run());
    return ran.length;
  };
  return { win, step, idlePeriod };
}

describe("idle slices", () => {
  it("runs no step before the browser is idle, then only as many as fit in a slice, in order, the rest at the next idle periods", () => {
    const { win, step, idlePeriod } = idleWindow(SLICE_MS / 2.5);
    const ran: string[] = [];
    inIdleSlices(win, ["a", "b", "c", "d", "e", "f", "g"].map((name) => step(name, ran)));
    expect(ran).toEqual([]);
    idlePeriod();
    expect(ran).toEqual(["a", "b", "c"]); // started at 0, 0.4 and 0.8 of a slice; a 4th would start past its end
    idlePeriod();
    expect(ran).toEqual(["a", "b", "c", "d", "e", "f"]);
    idlePeriod();
    expect(ran).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
    expect(idlePeriod()).toBe(0); // nothing left waiting
  });

  it("runs one step per idle period when each takes longer than a slice", () => {
    const { win, step, idlePeriod } = idleWindow(SLICE_MS * 3);
    const ran: string[] = [];
    inIdleSlices(win, ["a", "b"].map((name) => step(name, ran)));
    idlePeriod();
    expect(ran).toEqual(["a"]);
    idlePeriod();
    expect(ran).toEqual(["a", "b"]);
  });

  it("waits for nothing when there is nothing to do", () => {
    const { win, idlePeriod } = idleWindow(1);
    inIdleSlices(win, []);
    expect(idlePeriod()).toBe(0);
  });
});
