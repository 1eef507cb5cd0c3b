import { describe, expect, it } from "vitest";
import { IMAGE_MAX_DENSITY, IMAGE_WIDTHS, SHARE_IMAGE } from "../constants";
import { widthAtLeast } from "./address";
import { focusOf } from "./focus";
import { sharePicture } from "./share";
import { logoSlot, SLOTS, type Slot } from "./slots";
import { drawnDensity, imageAttributes, sizesOf, slotWidth, slotWidths } from "./srcset";

/** What a browser reads from `sizes`: the first rule whose media condition holds on that screen, its length there. */
function readSizes(sizes: string): (viewport: number, density?: number) => number {
  const rules = sizes.split(", ").map((rule) => {
    const [, dense, from, length] = /^(?:\(min-resolution: (\d+(?:\.\d+)?)dppx\)(?: and )?)?\s?(?:\(min-width: (\d+)px\) )?(.+)$/.exec(rule)!;
    const fixed = /^(\d+(?:\.\d+)?)px$/.exec(length!);
    const share = /^(?:calc\()?(\d+(?:\.\d+)?)vw(?: - (\d+(?:\.\d+)?)px\))?$/.exec(length!);
    if (!fixed && !share) throw new Error(`a length the browser would not read: ${length}`);
    return {
      holds: (viewport: number, density: number) => viewport >= Number(from ?? 0) && density >= Number(dense ?? 0),
      width: (viewport: number) => (fixed ? Number(fixed[1]) : (Number(share![1]) * viewport) / 100 - Number(share![2] ?? 0)),
    };
  });
  return (viewport, density = 1) => rules.find((rule) => rule.holds(viewport, density))!.width(viewport);
}
const sizesWidth = (sizes: string, viewport: number, density?: number) => readSizes(sizes)(viewport, density);

/** The widths of a srcset (`… 1080w`), and what a screen takes from it: the smallest at or above what it needs. */
const offered = (srcSet: string) => srcSet.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
const taken = (srcSet: string, needed: number) => offered(srcSet).find((width) => width >= needed) ?? Math.max(...offered(srcSet));

const PHOTO = { url: "/uploads/photo_4f2a.jpg", width: 2400, height: 1600 };
const slots = Object.entries(SLOTS) as [string, Slot][];

describe("srcset and sizes from a slot", () => {
  it("writes sizes from the widest screens down, the narrowest rule as the default, denser screens told less first", () => {
    expect(sizesOf(SLOTS.hero)).toBe(
      [
        "(min-resolution: 3dppx) and (min-width: 1280px) 536px, (min-resolution: 3dppx) and (min-width: 1024px) calc(66.666vw - 288px)",
        "(min-resolution: 3dppx) and (min-width: 768px) calc(66.666vw - 40px), (min-resolution: 3dppx) and (min-width: 640px) 61.333vw",
        "(min-resolution: 3dppx) calc(66.666vw - 21.334px)",
        "(min-resolution: 2.5dppx) and (min-width: 1280px) 643.2px, (min-resolution: 2.5dppx) and (min-width: 1024px) calc(80vw - 345.6px)",
        "(min-resolution: 2.5dppx) and (min-width: 768px) calc(80vw - 48px), (min-resolution: 2.5dppx) and (min-width: 640px) 73.6vw",
        "(min-resolution: 2.5dppx) calc(80vw - 25.6px)",
        "(min-width: 1280px) 804px, (min-width: 1024px) calc(100vw - 432px), (min-width: 768px) calc(100vw - 60px), (min-width: 640px) 92vw, calc(100vw - 32px)",
      ].join(", "),
    );
    expect(sizesOf(SLOTS.avatar)).toBe("(min-resolution: 3dppx) 37.333px, (min-resolution: 2.5dppx) 44.8px, 56px");
  });

  it("draws a picture at 2 dots per pixel at most, about 2 on denser screens, at its own density below", () => {
    expect([1, 2, 2.25, 2.5, 2.625, 2.75, 3, 3.5].map((density) => Number(drawnDensity(density).toFixed(3)))).toEqual([1, 2, 2.25, 2, 2.1, 2.2, 2, 2.333]);
    expect(IMAGE_MAX_DENSITY).toBe(2);
  });

  it("gives a phone at 3 dots per pixel and a desktop at 1 the nearest listed width at or above what they draw at the density they are given", () => {
    for (const [name, slot] of slots) {
      const { srcSet, sizes } = imageAttributes(PHOTO, slot);
      for (const [viewport, density] of [[390, 3], [1440, 1]] as const) {
        const said = sizesWidth(sizes!, viewport, density);
        const need = slotWidth(slot, viewport) * drawnDensity(density);
        // what the layout draws at that density, to three decimals' rounding
        expect(Math.abs(said * density - need), `${name} at ${viewport} × ${density}`).toBeLessThan(0.01);
        expect(taken(srcSet!, said * density), `${name} at ${viewport} × ${density}`).toBe(widthAtLeast(need));
      }
    }
    // the figures the layout gives: a phone's column is 390 − 2 × 16 px, drawn at 2; a desktop's news item column 804 px
    expect(slotWidth(SLOTS.hero, 390)).toBe(358);
    expect(taken(imageAttributes(PHOTO, SLOTS.hero).srcSet!, sizesWidth(sizesOf(SLOTS.hero), 390, 3) * 3)).toBe(720);
    expect(taken(imageAttributes(PHOTO, SLOTS.hero).srcSet!, 804)).toBe(840);
    expect(taken(imageAttributes(PHOTO, SLOTS.banner).srcSet!, sizesWidth(sizesOf(SLOTS.banner), 390, 3) * 3)).toBe(840);
  });

  it("has the width every screen from 320 to 2560 px at 1 to 3.5 dots per pixel needs, and none no screen needs", () => {
    for (const [name, slot] of slots) {
      const { srcSet, sizes } = imageAttributes(PHOTO, slot);
      const said = readSizes(sizes!);
      const widths = offered(srcSet!);
      const needed = new Set<number>();
      for (let viewport = 320; viewport <= 2560; viewport += 2) {
        for (const density of [1, 1.25, 1.5, 1.75, 2, 2.25, 2.49, 2.5, 2.625, 2.75, 3, 3.5]) {
          const want = said(viewport, density) * density;
          needed.add(widthAtLeast(want));
          const got = widths.find((width) => width >= want) ?? widths[widths.length - 1];
          if (got !== widthAtLeast(want)) expect.fail(`${name} at ${viewport} × ${density}: ${got} offered for ${want} px`);
        }
      }
      expect(widths, name).toEqual(IMAGE_WIDTHS.filter((width) => needed.has(width)));
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
