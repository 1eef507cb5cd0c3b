import { describe, expect, it, vi } from "vitest";
import { INTENT_EVENTS, isConstrained, scheduleHydration } from "./schedule";

/** A window whose events, idle callbacks and timers the test fires by hand. */
function fakeWindow({ readyState = "complete" as DocumentReadyState, idle = true } = {}) {
  const listeners = new Map<string, Set<() => void>>();
  const idleCallbacks: { callback: () => void; timeout: number }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    setTimeout: vi.fn((callback: () => void, ms: number) => timers.push({ callback, ms })),
    ...(idle ? { requestIdleCallback: (callback: () => void, { timeout }: { timeout: number }) => idleCallbacks.push({ callback, timeout }) } : {}),
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  return { win: win as unknown as Parameters<typeof scheduleHydration>[1], fire, idleCallbacks, listeners, timers };
}

describe("scheduleHydration", () => {
  it("starts once the loaded page is idle, at the latest 2 s after", () => {
    const start = vi.fn();
    const { win, idleCallbacks } = fakeWindow();
    scheduleHydration(start, win, undefined);
    expect(start).not.toHaveBeenCalled();
    expect(idleCallbacks.map((c) => c.timeout)).toEqual([2000]);
    idleCallbacks[0]!.callback();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's load event before asking for idle time", () => {
    const { win, fire, idleCallbacks } = fakeWindow({ readyState: "interactive" });
    scheduleHydration(vi.fn(), win, undefined);
    expect(idleCallbacks).toHaveLength(0);
    fire("load");
    expect(idleCallbacks).toHaveLength(1);
  });

  it("asks for idle time 2 s after it was scheduled when the load event has not come (a slow image or frame)", () => {
    const start = vi.fn();
    const { win, idleCallbacks, timers } = fakeWindow({ readyState: "interactive" });
    scheduleHydration(start, win, undefined);
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    timers[0]!.callback();
    idleCallbacks[0]!.callback();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at the first sign of use, once only, and stops listening", () => {
    const start = vi.fn();
    const { win, fire, idleCallbacks, listeners } = fakeWindow();
    scheduleHydration(start, win, undefined);
    fire("pointerdown");
    fire("keydown");
    idleCallbacks[0]!.callback();
    expect(start).toHaveBeenCalledTimes(1);
    expect(INTENT_EVENTS.every((type) => !listeners.get(type)?.size)).toBe(true);
  });

  it("does nothing at idle on a data-saving or 2g connection: only use starts it", () => {
    const start = vi.fn();
    const { win, fire, idleCallbacks } = fakeWindow();
    scheduleHydration(start, win, { saveData: true });
    expect(idleCallbacks).toHaveLength(0);
    fire("touchstart");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("falls back to a timer where the browser has no idle callbacks", () => {
    const { win } = fakeWindow({ idle: false });
    scheduleHydration(vi.fn(), win, undefined);
    expect((win.setTimeout as unknown as ReturnType<typeof vi.fn>).mock.calls.map(([, ms]) => ms)).toEqual([0]);
  });
});

describe("isConstrained", () => {
  it("is true for data saver and 2g-class links, false otherwise or when unknown", () => {
    expect(isConstrained({ saveData: true })).toBe(true);
    expect(isConstrained({ effectiveType: "2g" })).toBe(true);
    expect(isConstrained({ effectiveType: "slow-2g" })).toBe(true);
    expect(isConstrained({ effectiveType: "3g" })).toBe(false);
    expect(isConstrained({ effectiveType: "4g", saveData: false })).toBe(false);
    expect(isConstrained(undefined)).toBe(false);
  });
});
