/** Idle slices and the after-load gate, called directly with a document and a window whose events and idle periods the test drives. */
import { describe, expect, it } from "vitest";
import { inIdleSlices, QUIET_AFTER_ACTIVATION_MS, QUIET_AFTER_LOAD_MS, SLICE_MS, whenLoadedAndIdle, whenRestoredAndIdle } from "./after-load";

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

/** A document in a given state (loading or loaded, prerendered or shown) whose events the test sends. */
function aDocument(readyState: DocumentReadyState, prerendering: boolean) {
  return Object.assign(new EventTarget(), { readyState, prerendering }) as unknown as Document & { readyState: DocumentReadyState; prerendering: boolean };
}

describe("after load and idle", () => {
  const setUp = (readyState: DocumentReadyState, prerendering: boolean, gate: typeof whenLoadedAndIdle = whenLoadedAndIdle) => {
    const { win: idleOnly, idlePeriod } = idleWindow(1);
    const timers: { run: () => void; ms: number }[] = [];
    const win = Object.assign(new EventTarget(), {
      performance: idleOnly.performance,
      requestIdleCallback: idleOnly.requestIdleCallback,
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    }) as unknown as Window;
    const doc = aDocument(readyState, prerendering);
    const ran: string[] = [];
    gate(doc, win, () => ran.push("run"));
    /** The quiet time after load passes: the timers waiting run; answers how long they asked to wait. */
    const quietPasses = () => timers.splice(0).map(({ run, ms }) => (run(), ms));
    return { win, doc, ran, idlePeriod, quietPasses };
  };

  it("runs at the first idle period once a quiet time has passed after load", () => {
    const { ran, idlePeriod, quietPasses } = setUp("complete", false);
    expect(idlePeriod()).toBe(0); // not the idle period that comes at once, where a first tap often falls
    expect(quietPasses()).toEqual([QUIET_AFTER_LOAD_MS]);
    expect(ran).toEqual([]);
    idlePeriod();
    expect(ran).toEqual(["run"]);
  });

  it("waits for the load event, then for the quiet time and idle time", () => {
    const { win, ran, idlePeriod, quietPasses } = setUp("interactive", false);
    expect(quietPasses()).toEqual([]);
    win.dispatchEvent(new Event("load"));
    quietPasses();
    idlePeriod();
    expect(ran).toEqual(["run"]);
  });

  it("in a page rendered ahead, waits for its activation, then a longer quiet time: the visitor has only just arrived", () => {
    const { doc, ran, idlePeriod, quietPasses } = setUp("complete", true);
    expect(quietPasses()).toEqual([]);
    expect(idlePeriod()).toBe(0);
    doc.prerendering = false;
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(QUIET_AFTER_ACTIVATION_MS).toBeGreaterThan(QUIET_AFTER_LOAD_MS);
    expect(quietPasses()).toEqual([QUIET_AFTER_ACTIVATION_MS]);
    idlePeriod();
    expect(ran).toEqual(["run"]);
  });

  it("in a page restored from the back/forward cache, waits the same longer quiet time from its pageshow, then idle time", () => {
    const { ran, idlePeriod, quietPasses } = setUp("complete", false, (_doc, win, run) => whenRestoredAndIdle(win, run));
    expect(idlePeriod()).toBe(0);
    expect(quietPasses()).toEqual([QUIET_AFTER_ACTIVATION_MS]);
    expect(ran).toEqual([]);
    idlePeriod();
    expect(ran).toEqual(["run"]);
  });

  it("in a restored page that goes back into the cache before its wait is over, never runs: its frozen timer would fire in the next restore's first frames", () => {
    const { win, ran, idlePeriod, quietPasses } = setUp("complete", false, (_doc, win, run) => whenRestoredAndIdle(win, run));
    win.dispatchEvent(new Event("pagehide"));
    quietPasses();
    idlePeriod();
    expect(ran).toEqual([]);
  });
});
