import { afterEach, describe, expect, it, vi } from "vitest";
import { LOADING_BAR } from "../../../core/constants";
import { leavesForPage, watchPageChanges } from "./page-change";
import { HOLDING_SHUTDOWN } from "../../../tests/ui/page-shutdown";

const here = new URL("https://www.ecole.example/formations?niveau=3#objectifs");
const link = (href: string, more: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: "", download: false, ...more });

describe("leavesForPage", () => {
  it("is true for another page of the site, or the same page with another query", () => {
    expect(leavesForPage(link("/campus/lyon"), here)).toBe(true);
    expect(leavesForPage(link("/formations?niveau=5"), here)).toBe(true);
  });

  it("is false for an anchor of the page on screen, another site, a new tab, a download or a non-web scheme", () => {
    expect(leavesForPage(link("#admission"), here)).toBe(false);
    expect(leavesForPage(link("/formations?niveau=3#tarif"), here)).toBe(false);
    expect(leavesForPage(link("https://forms.example/brochure"), here)).toBe(false);
    expect(leavesForPage(link("/agenda", { target: "_blank" }), here)).toBe(false);
    expect(leavesForPage(link("/brochure.pdf", { download: true }), here)).toBe(false);
    expect(leavesForPage(link("mailto:contact@ecole.example"), here)).toBe(false);
  });
});

/** An event target that remembers the types of the listeners added to it. */
class Listened extends EventTarget {
  types: string[] = [];
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    this.types.push(type);
    super.addEventListener(type, listener, options);
  }
}

describe("watchPageChanges", () => {
  /** A page at `here` with a loading bar, whose clicks, timers and page events the test drives. */
  const setUp = () => {
    class Anchor {
      constructor(readonly href: string) {}
      target = "";
      hasAttribute = () => false;
      closest = () => this;
    }
    vi.stubGlobal("HTMLAnchorElement", Anchor);
    const bar = { phase: "", setAttribute: (_name: string, value: string) => (bar.phase = value) };
    const doc = Object.assign(new Listened(), { querySelector: () => bar });
    const timers = new Map<number, () => void>();
    const win = Object.assign(new Listened(), {
      location: { href: "https://www.ecole.example/" },
      setTimeout: (run: () => void, ms: number) => (expect(ms).toBe(LOADING_BAR.throttleMs), timers.set(timers.size + 1, run), timers.size),
      clearTimeout: (id: number | undefined) => id !== undefined && timers.delete(id),
    });
    watchPageChanges(doc as unknown as Document, win as unknown as Window);
    const click = (href: string) => doc.dispatchEvent(Object.defineProperties(new Event("click"), { button: { value: 0 }, target: { value: new Anchor(href) } }));
    /** The bar's timers due now run. */
    const barDue = () => [...timers.values()].forEach((run) => run());
    return { doc, win, bar, click, barDue };
  };
  afterEach(() => vi.unstubAllGlobals());

  it("holds back no shutdown of the page until a tap leaves it: a page rendered ahead and dropped is shut down at once", () => {
    const { doc, win, click } = setUp();
    expect([...doc.types, ...win.types].filter((type) => HOLDING_SHUTDOWN.includes(type))).toEqual([]);
    click("#admission");
    expect(win.types.filter((type) => HOLDING_SHUTDOWN.includes(type))).toEqual([]);
    click("/campus/lyon");
    expect(win.types.filter((type) => HOLDING_SHUTDOWN.includes(type))).toEqual(["pagehide"]);
  });

  it("shows the bar when the next page is slow to come, not when the page is left before it was due", () => {
    const slow = setUp();
    slow.click("/campus/lyon");
    slow.barDue();
    expect(slow.bar.phase).toBe("running");

    const left = setUp();
    left.click("/campus/lyon");
    left.win.dispatchEvent(new Event("pagehide"));
    left.barDue();
    expect(left.bar.phase).toBe("");
    left.win.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(left.bar.phase).toBe("hidden");
  });
});
