import { describe, expect, it } from "vitest";
import { IMAGE_MAX_DENSITY, IMAGE_WIDTHS, SHARE_IMAGE } from "../constants";
import { widthAtLeast } from "./address";
import { focusOf } from "./focus";
import { sharePicture } from "./share";
import { logoSlot, SLOTS, type Slot } from "./slots";
import { imageAttributes, sizesOf, slotWidth, slotWidths } from "./srcset";

/** What a browser reads from `sizes`: the first rule whose media condition holds, its length on that screen. */
function sizesWidth(sizes: string, viewport: number): number {
  for (const rule of sizes.split(", ")) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(rule)!;
    if (match[1] && viewport < Number(match[1])) continue;
    const length = match[2]!;
    const fixed = /^(\d+(?:\.\d+)?)px$/.exec(length);
    if (fixed) return Number(fixed[1]);
    const share = /^(?:calc\()?(\d+(?:\.\d+)?)vw(?: - (\d+)px\))?$/.exec(length)!;
    return (Number(share[1]) * viewport) / 100 - Number(share[2] ?? 0);
  }
  throw new Error(`no rule of ${sizes} for ${viewport}`);
}

/** The widths of a srcset (`… 1080w`), and what a screen takes from it: the smallest at or above what it needs. */
const offered = (srcSet: string) => srcSet.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
const taken = (srcSet: string, needed: number) => offered(srcSet).find((width) => width >= needed) ?? Math.max(...offered(srcSet));

const PHOTO = { url: "/uploads/photo_4f2a.jpg", width: 2400, height: 1600 };
const slots = Object.entries(SLOTS) as [string, Slot][];

describe("srcset and sizes from a slot", () => {
  it("writes sizes from the widest screens down, the narrowest rule as the default", () => {
    expect(sizesOf(SLOTS.hero)).toBe(
      "(min-width: 1280px) 804px, (min-width: 1024px) calc(100vw - 432px), (min-width: 768px) calc(100vw - 60px), (min-width: 640px) 92vw, calc(100vw - 32px)",
    );
    expect(sizesOf(SLOTS.avatar)).toBe("56px");
  });

  it("gives a phone at 3 dots per pixel and a desktop at 1 the nearest listed width at or above what they draw", () => {
    for (const [name, slot] of slots) {
      const { srcSet, sizes } = imageAttributes(PHOTO, slot);
      for (const [viewport, density] of [[390, 3], [1440, 1]] as const) {
        const drawn = sizesWidth(sizes!, viewport);
        expect(drawn, `${name} at ${viewport}`).toBeCloseTo(slotWidth(slot, viewport), 6);
        expect(taken(srcSet!, drawn * density), `${name} at ${viewport} × ${density}`).toBe(widthAtLeast(drawn * density));
      }
    }
    // the figures the layout gives: a phone's column is 390 − 2 × 16 px; a desktop's news item column 804 px
    expect(slotWidth(SLOTS.hero, 390)).toBe(358);
    expect(taken(imageAttributes(PHOTO, SLOTS.hero).srcSet!, 358 * 3)).toBe(1080);
    expect(taken(imageAttributes(PHOTO, SLOTS.hero).srcSet!, 804)).toBe(840);
  });

  it("has the width every screen from 320 to 2560 px at 1 to 3 dots per pixel needs, and none no screen needs", () => {
    for (const [name, slot] of slots) {
      const { srcSet, sizes } = imageAttributes(PHOTO, slot);
      const needed = new Set<number>();
      for (let viewport = 320; viewport <= 2560; viewport += 2) {
        for (let density = 1; density <= IMAGE_MAX_DENSITY; density += 0.25) {
          const width = widthAtLeast(sizesWidth(sizes!, viewport) * density);
          needed.add(width);
          expect(taken(srcSet!, sizesWidth(sizes!, viewport) * density), `${name} at ${viewport} × ${density}`).toBe(width);
        }
      }
      expect(offered(srcSet!), name).toEqual(IMAGE_WIDTHS.filter((width) => needed.has(width)));
    }
  });

  it("never offers more than the picture has: past its own width, one listed width, described at its real width", () => {
    const small = { url: "/uploads/small.png", width: 1000, height: 500 };
    expect(slotWidths(SLOTS.hero, 1000).at(-1)).toBe(1080);
    expect(imageAttributes(small, SLOTS.hero).srcSet).toMatch(/\/media\/w1080\/uploads\/small\.png 1000w$/);
    expect(slotWidths(SLOTS.hero, 100)).toEqual([320]);
  });

  it("keeps the box: the slot's crop, or the picture's own ratio", () => {
    expect(imageAttributes(PHOTO, SLOTS.card)).toMatchObject({ width: 379, height: 237 });
    expect(imageAttributes(PHOTO, SLOTS.hero)).toMatchObject({ width: 804, height: 536 });
    expect(imageAttributes({ url: "/uploads/tall.jpg", width: 1000, height: 2000 }, SLOTS.split)).toMatchObject({ width: 420, height: 840 });
    expect(imageAttributes({ url: "/uploads/logo.png", width: 400, height: 100 }, logoSlot(400, 100))).toMatchObject({ width: 176, height: 44 });
  });

  it("moves a cropped picture onto its focal point, to the nearest quarter", () => {
    const focused = { ...PHOTO, focalPoint: { x: 80, y: 10 } };
    expect(imageAttributes(focused, SLOTS.card).classes).toEqual(["focus-x-75", "focus-y-0"]);
    expect(imageAttributes({ ...PHOTO, focalPoint: { x: 55, y: 40 } }, SLOTS.card).classes).toEqual([]);
    expect(focusOf(null)).toEqual({ x: 50, y: 50 });
  });

  it("serves an SVG as it is, at one address, and leaves an address that is not a CMS upload as it is", () => {
    const svg = imageAttributes({ url: "/uploads/logo_ab12.svg", width: 320, height: 80 }, logoSlot(320, 80));
    expect(svg).toEqual({ src: "/media/svg/uploads/logo_ab12.svg", width: 176, height: 44, classes: [] });
    expect(imageAttributes({ url: "https://cdn.example/x.jpg" }, SLOTS.card)).toEqual({ src: "https://cdn.example/x.jpg", width: 379, height: 237, classes: [] });
  });

  it("shares a photo as its 1200 × 630 JPEG cropped around its focus, an SVG as it is", () => {
    expect(sharePicture({ ...PHOTO, focalPoint: { x: 20, y: 70 } })).toEqual({ url: "/media/og-25-75/uploads/photo_4f2a.jpg", ...SHARE_IMAGE });
    expect(sharePicture({ url: "/uploads/logo.svg", width: 320, height: 80 })).toEqual({ url: "/media/svg/uploads/logo.svg", width: 320, height: 80 });
    expect(sharePicture({ url: "https://cdn.example/x.jpg", width: 10 })).toEqual({ url: "https://cdn.example/x.jpg", width: 10, height: undefined });
  });
});
