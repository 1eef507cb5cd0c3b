// The phone (390 px with touch, CPU 4× slower through CDP Emulation.setCPUThrottlingRate, 150 ms round trip and
// 1.6 Mbps down through Network.emulateNetworkConditions) and what the page benches measure in it, in the page itself.

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
};
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const TAPS = {
  popin: { target: ".mobile-cta button[data-popin=brochure]", shown: () => document.querySelector("#pop-in-brochure")?.open === true },
  burger: { target: ".compact-bar .burger", shown: () => document.getElementById("sidebar")?.getBoundingClientRect().right <= innerWidth + 1 },
};

/** Slows the page down to the phone's profile: its network and its CPU. */
export async function throttle(cdp) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Installed before the page's own scripts: long tasks from the start, every interaction's Event Timing, the last pointerdown. */
export function recorder() {
  const state = { longTasks: [], events: [], pointerdown: 0, loadAt: 0 };
  window.__bench = state;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => state.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => e.interactionId && state.events.push({ name: e.name, id: e.interactionId, start: e.startTime, end: e.startTime + e.duration, duration: e.duration })),
  ).observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener(
    "pointerdown",
    (event) => {
      state.pointerdown = event.timeStamp;
      // Kept across a page change, on the clock both documents share.
      sessionStorage.setItem("bench-tap", String(performance.timeOrigin + event.timeStamp));
    },
    { capture: true },
  );
  addEventListener("load", () => (state.loadAt = performance.now()));
}

/** Taps, then reads in the page how long from pointerdown to the frame that showed the result, and the tap's Event Timing duration. */
export async function tap(page, { target, shown }) {
  const origin = await page.evaluate(() => performance.timeOrigin);
  await page.locator(target).tap();
  await page.waitForFunction(shown, null, { timeout: 15_000 });
  // The frame that shows it: two animation frames after the state is seen.
  const shownAt = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame((t) => resolve(t)))));
  await page.waitForTimeout(300);
  const { pointerdown, events } = await page.evaluate(() => window.__bench);
  const interaction = events.filter((e) => e.start >= pointerdown - 1);
  const inp = Math.max(0, ...interaction.map((e) => e.duration));
  const paintedAt = Math.max(0, ...interaction.map((e) => e.end));
  return {
    ms: (paintedAt > 0 ? Math.min(paintedAt, shownAt) : shownAt) - pointerdown,
    inp,
    sameDocument: origin === (await page.evaluate(() => performance.timeOrigin)),
  };
}

/** Taps a link of the page: ms from pointerdown to the next page's first contentful paint, across the two documents. */
export async function pageChange(page, selector) {
  const link = page.locator(selector).first();
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => performance.timeOrigin);
  await link.tap();
  await page.waitForFunction((origin) => performance.timeOrigin !== origin && performance.getEntriesByName("first-contentful-paint").length > 0, before, { timeout: 20_000 });
  return page.evaluate(() => performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0].startTime - Number(sessionStorage.getItem("bench-tap")));
}

