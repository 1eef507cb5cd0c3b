import { describe, expect, it, vi } from "vitest";
import { silenceConsole } from "../../ui/browser/silence-console";

describe("silenceConsole", () => {
  it("quiets log, info, debug and warn, and leaves errors alone", () => {
    const spies = { log: vi.fn(), info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const target = { ...spies };
    silenceConsole(target);
    target.log("a");
    target.info("b");
    target.debug("c");
    target.warn("d");
    target.error("e");
    expect(spies.log).not.toHaveBeenCalled();
    expect(spies.info).not.toHaveBeenCalled();
    expect(spies.debug).not.toHaveBeenCalled();
    expect(spies.warn).not.toHaveBeenCalled();
    expect(target.error).toBe(spies.error);
  });
});
