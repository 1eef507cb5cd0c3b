/**
 * CMS images in Chromium, on a phone (390 px at 3 dots per pixel, drawn at 2) and a desktop (1440 px at 1): every one
 * through the edge's /media, as AVIF, at the listed width its slot needs; its box kept while it loads (no layout shift); one LCP
 * image per page, fetched first and preloaded, the header's logo at once behind it, every other lazy; a second page view
 * transforms nothing.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { drawnDensity } from "../../core/images/srcset";
import { DESKTOP, PHONE, chromiumForFile } from "./browser";

const site = inject("siteUrl");
const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/e2e-images";
const PAGES = ["/", "/campus/lyon", "/formations/dcg", "/actualites", "/actualites/resultats-examens-dcg", "/campus", "/alumni/alumni-et-ambassadeurs"];
const DEVICES = [
  ["phone", { ...PHONE, deviceScaleFactor: 3 }, 3],
  ["desktop", DESKTOP, 1],
] as const;

/**
 * A page's first view makes every one of its pictures from the photo as uploaded: 26 for /campus, made by Miniflare's
 * Images binding (sharp) on this machine's 2 cores, took 50 s as the test scrolls to each while other work ran beside it.
 */
const COLD_PAGE_MS = 180_000;

const browser = chromiumForFile();

interface Drawn {
  src: string;
  srcset: string;
  box: { width: number; height: number };
  attributes: { width: number; height: number };
  natural: number;
  /** What the browser reads from `sizes` on this screen. */
  sizes: number | null;
  loading: string;
  priority: string | null;
  /** Laid over its parent's box, the picture cropped to it (object-fit: cover): the layout, not the picture, sets the box. */
  laidOver: boolean;
  logo: boolean;
}

/** Every image the page shows, scrolled through so that the lazy ones load, as the browser drew them. */
function drawnImages(page: Page): Promise<Drawn[]> {
  return page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // on the page: not in a closed dialog, the compact bar waiting above it, nor the sidebar waiting beside it
    const shown = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return img.getClientRects().length > 0 && box.right > 0 && box.left < innerWidth && box.bottom + scrollY > 0;
    });
    // each brought into view in turn and waited for, as a visitor's scroll would (a lazy image far below the view is
    // never fetched, however long one waits at the top)
    for (const img of shown) {
      img.scrollIntoView({ block: "center", behavior: "instant" });
      for (let waited = 0; waited < 20_000 && !img.complete; waited += 50) await pause(50);
    }
    // at once, not the stylesheet's smooth scroll: the screenshot is of the page's top
    scrollTo({ top: 0, behavior: "instant" });
    const sizesWidth = (sizes: string) => {
      for (const rule of sizes.split(/,\s*(?![^()]*\))/)) {
        const [, condition, length] = /^(.*?)\s*(calc\([^)]*\)|\S+)$/.exec(rule.trim())!;
        if (condition && !matchMedia(condition).matches) continue;
        const probe = document.createElement("div");
        probe.style.position = "absolute";
        probe.style.width = length!;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      return null;
    };
    return shown.map((img) => ({
      src: new URL(img.currentSrc || img.src).pathname,
      srcset: img.srcset,
      box: { width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height },
      attributes: { width: Number(img.getAttribute("width")), height: Number(img.getAttribute("height")) },
      natural: img.complete ? img.naturalWidth : 0,
      sizes: img.sizes ? sizesWidth(img.sizes) : null,
      loading: img.loading,
      priority: img.getAttribute("fetchpriority"),
      laidOver: getComputedStyle(img).objectFit === "cover" && getComputedStyle(img).position === "absolute",
      logo: img.classList.contains("logo__image"),
    }));
  });
}

describe("CMS images in the browser", () => {
  describe.each(DEVICES)("on a %s", (label, device, density) => {
    it.each(PAGES)("%s: come from /media at the width they need, keep their box, one LCP image per page", async (path) => {
      // a first visit each time: a browser that holds a wider file from another page rightly draws it instead
      const context = await browser().newContext(device);
      onTestFinished(() => context.close());
      await context.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Element; previousRect: DOMRect; currentRect: DOMRect }[] }[]) {
            // an image moves what follows it; the site's header comes before them all (it rearranges as the test scrolls)
            if (entry.sources.every(({ node }) => node?.closest?.(".site-header"))) continue;
            const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => `${node?.nodeName} .${node?.className} ${from.x},${from.y}→${to.x},${to.y}`);
            shifts.push(`${entry.value.toFixed(4)} at ${scrollY}: ${moved.join(", ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const page = await context.newPage();
      const answers = new Map<string, { status: number; type: string | null; ms: number }>();
      const asked = new Map<string, number>();
      page.on("request", (req) => void asked.set(new URL(req.url()).pathname, Date.now()));
      page.on("response", (res) => {
        const { pathname } = new URL(res.url());
        if (pathname.startsWith("/media/") || pathname.startsWith("/uploads/")) {
          answers.set(pathname, { status: res.status(), type: res.headers()["content-type"] ?? null, ms: Date.now() - (asked.get(pathname) ?? Date.now()) });
        }
      });
      page.on("requestfailed", (req) => void answers.set(new URL(req.url()).pathname, { status: 0, type: req.failure()?.errorText ?? null, ms: 0 }));
      await page.goto(`${site}${path}`, { waitUntil: "load" });
      const images = await drawnImages(page);
      const html = await page.content();
      const cms = images.filter((image) => image.src.startsWith("/media/"));
      expect(cms.length, path).toBeGreaterThan(0);
      for (const image of cms) {
        const where = `${label} ${path} ${image.src}`;
        // drawn: a picture that failed or never came says how its answer went
        expect(image.natural, `${where} answered ${JSON.stringify(answers.get(image.src) ?? "nothing")}`).toBeGreaterThan(0);
        // the box before loading is the box after: the width and height attributes say its ratio, unless the layout
        // sets the box and crops the picture to it (the home's photograph behind its headline; the shifts are checked below)
        if (!image.laidOver) expect(image.box.width / image.box.height, where).toBeCloseTo(image.attributes.width / image.attributes.height, 1);
        if (!image.srcset) continue;
        // sizes says what the layout draws at the density the site gives this screen (2 on a phone of 3): never less (a
        // pixel's rounding aside), at most a card's borders more
        const drawn = drawnDensity(density);
        expect((image.sizes! * density) / drawn - image.box.width, where).toBeGreaterThanOrEqual(-1);
        expect((image.sizes! * density) / drawn - image.box.width, where).toBeLessThanOrEqual(3);
        // the browser took the nearest width at or above that (a descriptor says a picture's own width past it)
        const offered = image.srcset.split(", ").map((candidate) => candidate.split(" ") as [string, string]).map(([url, w]) => ({ url, width: parseInt(w, 10) }));
        const needed = image.box.width * drawn;
        const nearest = offered.find((candidate) => candidate.width >= needed) ?? offered[offered.length - 1]!;
        expect(image.src, `${where} drawn ${needed} px wide`).toBe(nearest.url);
      }
      const first = images.filter((image) => image.priority === "high");
      expect(first.length, `${label} ${path}`).toBeLessThanOrEqual(1);
      // the logo at once too, a page rendered ahead loading no lazy image before it is shown, but behind the LCP image
      for (const image of images) expect(image.loading, `${label} ${path} ${image.src}`).toBe(image.priority === "high" || image.logo ? "eager" : "lazy");
      for (const image of images.filter((image) => image.logo)) expect(image.priority, `${label} ${path} ${image.src}`).toBe("low");
      if (first[0]?.srcset) expect(html, path).toContain(`<link rel="preload" as="image" imagesrcset="${first[0].srcset}"`);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), `${label} ${path}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${label}${path.replace(/\//g, "_")}.png` });
      // never the original; a bitmap as AVIF, an SVG as it is
      const seen = [...answers].map(([answered, { type }]) => ({ path: answered, type }));
      expect(seen.filter((answer) => answer.path.startsWith("/uploads/"))).toEqual([]);
      for (const answer of seen) expect(answer.type, answer.path).toBe(answer.path.startsWith("/media/svg/") ? "image/svg+xml" : "image/avif");
    }, COLD_PAGE_MS);
  });

  it("makes no transformation for a page view whose images were asked for already", async () => {
    const transformed = async () => {
      const context = await browser().newContext({ ...PHONE, deviceScaleFactor: 3 });
      const page = await context.newPage();
      let count = 0;
      page.on("response", (res) => void (/(^|, )transform;/.test(res.headers()["server-timing"] ?? "") && count++));
      await page.goto(`${site}/actualites`, { waitUntil: "load" });
      await drawnImages(page);
      await context.close();
      return count;
    };
    await transformed();
    expect(await transformed()).toBe(0);
  });
});
