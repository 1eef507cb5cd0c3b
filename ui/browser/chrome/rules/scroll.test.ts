import { describe, expect, it } from "vitest";
import { alwaysCompact, awayFromTop, nextScroll, TOP_OF_PAGE } from "./scroll";

const desktop = { width: 1440, device: "desktop" as const, burgerOpen: false };

describe("nextScroll", () => {
  it("keeps the full navbar at the top of a wide window", () => {
    expect(nextScroll(TOP_OF_PAGE, { ...desktop, y: 0 }).state).toEqual({ y: 0, compact: false });
  });

  it("turns compact once scrolled past the navbar, and back at the top", () => {
    const down = nextScroll(TOP_OF_PAGE, { ...desktop, y: 400 }).state;
    expect(down.compact).toBe(true);
    expect(nextScroll(down, { ...desktop, y: 0 }).state.compact).toBe(false);
  });

  it("keeps the full navbar just below the top", () => {
    expect(nextScroll(TOP_OF_PAGE, { ...desktop, y: 30 }).state.compact).toBe(false);
  });

  it("is always compact at 1300 px or less and on phones", () => {
    expect(nextScroll(TOP_OF_PAGE, { ...desktop, y: 0, width: 1300 }).state.compact).toBe(true);
    expect(nextScroll(TOP_OF_PAGE, { ...desktop, y: 0, width: 1301 }).state.compact).toBe(false);
    expect(nextScroll(TOP_OF_PAGE, { ...desktop, y: 0, device: "mobile" }).state.compact).toBe(true);
    expect([alwaysCompact(1300, "desktop"), alwaysCompact(1301, "desktop"), alwaysCompact(1440, "mobile")]).toEqual([true, false, true]);
  });

  it("closes the burger when scrolling down, not when scrolling up", () => {
    const at = { y: 500, compact: true };
    expect(nextScroll(at, { ...desktop, y: 600, burgerOpen: true }).closeBurger).toBe(true);
    expect(nextScroll(at, { ...desktop, y: 300, burgerOpen: true }).closeBurger).toBe(false);
    expect(nextScroll(at, { ...desktop, y: 600, burgerOpen: false }).closeBurger).toBe(false);
  });

  it("keeps the burger open through a scroll already in motion when it opened", () => {
    const at = { y: 500, compact: true };
    expect(nextScroll(at, { ...desktop, y: 600, burgerOpen: true, motionFromBeforeOpening: true }).closeBurger).toBe(false);
  });

  it("does not turn compact while the burger stays open, but stays compact once it is", () => {
    const top = { y: 200, compact: false };
    expect(nextScroll(top, { ...desktop, y: 150, burgerOpen: true }).state.compact).toBe(false);
    const compact = { y: 500, compact: true };
    expect(nextScroll(compact, { ...desktop, y: 400, burgerOpen: true }).state.compact).toBe(true);
  });
});

describe("awayFromTop", () => {
  it("shows the to-top arrow as soon as the page leaves the top", () => {
    expect([awayFromTop(0), awayFromTop(1), awayFromTop(30)]).toEqual([false, true, true]);
  });
});
