import { describe, expect, it } from "vitest";
import { SIDEBAR_CLOSED, sidebarReducer, type SidebarAction, type SidebarState } from "./sidebar";

const run = (...actions: SidebarAction[]) => actions.reduce<SidebarState>(sidebarReducer, SIDEBAR_CLOSED);

describe("sidebarReducer", () => {
  it("opens on the main level", () => {
    expect(run({ type: "open" })).toEqual({ open: true, level: "main", entry: null, section: null });
  });

  it("drills down main → submenu → subsubmenu", () => {
    expect(run({ type: "open" }, { type: "enter", entry: 2 })).toMatchObject({ level: "submenu", entry: 2 });
    expect(run({ type: "open" }, { type: "enter", entry: 2 }, { type: "enterSection", section: 1 })).toMatchObject({
      level: "subsubmenu",
      entry: 2,
      section: 1,
    });
  });

  it("goes back one level at a time and stays on main", () => {
    const deep = run({ type: "open" }, { type: "enter", entry: 2 }, { type: "enterSection", section: 1 });
    const sub = sidebarReducer(deep, { type: "back" });
    expect(sub).toMatchObject({ level: "submenu", entry: 2, section: null });
    const main = sidebarReducer(sub, { type: "back" });
    expect(main).toMatchObject({ level: "main", entry: null });
    expect(sidebarReducer(main, { type: "back" })).toBe(main);
  });

  it("resets to main when closed, whatever the level", () => {
    const deep = run({ type: "open" }, { type: "enter", entry: 0 }, { type: "enterSection", section: 0 });
    expect(sidebarReducer(deep, { type: "close" })).toEqual(SIDEBAR_CLOSED);
    expect(sidebarReducer(sidebarReducer(deep, { type: "toggle" }), { type: "toggle" })).toEqual({ ...SIDEBAR_CLOSED, open: true });
  });

  it("ignores drill-downs that skip a level or happen while closed", () => {
    expect(run({ type: "enter", entry: 1 })).toEqual(SIDEBAR_CLOSED);
    expect(run({ type: "open" }, { type: "enterSection", section: 1 })).toMatchObject({ level: "main" });
  });
});
