import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once, 200 ms after the last call", () => {
    const fn = vi.fn();
    const run = debounce(fn, 200);
    run();
    vi.advanceTimersByTime(150);
    run();
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("drops a pending run when cancelled", () => {
    const fn = vi.fn();
    const run = debounce(fn, 200);
    run();
    run.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
