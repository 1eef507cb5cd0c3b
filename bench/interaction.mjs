// A phone visitor's first taps, measured in Chromium as the profile says: 390 px with touch, CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), 150 ms round trip and 1.6 Mbps down (Network.emulateNetworkConditions). Each
// figure is the median of several runs, beside the same HTML with every script removed, measured in the same run.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { mark, median, table } from "./figures.mjs";

const PAGES = ["/", "/formations/dcg"];
const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 3);
const IDLE_WATCH_MS = 10_000;
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
};
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TAPS = {
  popin: { target: ".mobile-cta button[data-popin=brochure]", shown: () => document.querySelector("#pop-in-brochure")?.open === true },
  burger: { target: ".compact-bar .burger", shown: () => document.getElementById("sidebar")?.getBoundingClientRect().right <= innerWidth + 1 },
};

/** Installed before the page's own scripts: long tasks from the start, every interaction's Event Timing, the last pointerdown. */
function recorder() {
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

/** The same document with every script removed (inline, module, preloads, speculation rules): the floor. */
const withoutScripts = (html) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link rel="(?:modulepreload|prefetch)"[^>]*>/gi, "");

async function openPhone(browser, url, { scripts }) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  await context.addInitScript(recorder);
  const page = await context.newPage();
  if (!scripts) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutScripts(await response.text()) });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const scriptsLoaded = [];
  const startedAt = Date.now();
  page.on("requestfinished", (request) => {
    const { startTime, responseEnd } = request.timing();
    // Scripts the page runs, and the islands' chunks it only prefetches (fetched as "other", run when an island wakes).
    if (request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js")) {
      scriptsLoaded.push({ url: request.url(), at: startTime + responseEnd - startedAt, runs: request.resourceType() === "script" });
    }
  });
  await page.goto(url, { waitUntil: "load" });
  return { page, context, scriptsLoaded };
}

/** Taps, then reads in the page how long from pointerdown to the frame that showed the result, and the tap's Event Timing duration. */
async function tap(page, { target, shown }) {
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
async function pageChange(page, selector) {
  const link = page.locator(selector).first();
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => performance.timeOrigin);
  await link.tap();
  await page.waitForFunction((origin) => performance.timeOrigin !== origin && performance.getEntriesByName("first-contentful-paint").length > 0, before, { timeout: 20_000 });
  return page.evaluate(() => performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0].startTime - Number(sessionStorage.getItem("bench-tap")));
}

/** Closes what a tap opened, as a visitor would: Escape for the pop-in, the sidebar's own close control. */
async function closeAgain(page, which) {
  if (which === "popin") await page.keyboard.press("Escape");
  else await page.locator("#sidebar .sidebar__close").tap();
  await page.waitForTimeout(400);
}

async function measurePage(browser, base, path) {
  const url = `${base}${path}`;
  const figures = { popin: [], burger: [], popinFloor: [], burgerFloor: [], later: [], longest: [], longestFloor: [], change: [], changeFloor: [], sameDocument: true, scripts: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const scripts of [true, false]) {
      // Left alone: the longest task from load to 10 s later.
      {
        const { page, context, scriptsLoaded } = await openPhone(browser, url, { scripts });
        await page.waitForTimeout(IDLE_WATCH_MS);
        const { longTasks, loadAt } = await page.evaluate(() => window.__bench);
        const longest = Math.max(0, ...longTasks.filter((t) => t.start + t.duration >= loadAt).map((t) => t.duration));
        (scripts ? figures.longest : figures.longestFloor).push(longest);
        if (scripts && run === 0) figures.scripts = scriptsLoaded;
        await context.close();
      }
      // First taps as soon as the page has loaded, then later taps once the islands run.
      for (const which of ["popin", "burger"]) {
        const { page, context } = await openPhone(browser, url, { scripts });
        const first = await tap(page, TAPS[which]);
        (scripts ? figures[which] : figures[`${which}Floor`]).push(first);
        if (scripts) {
          figures.sameDocument &&= first.sameDocument;
          await closeAgain(page, which);
          await page.waitForTimeout(1500);
          figures.later.push((await tap(page, TAPS[which])).inp);
        }
        await context.close();
      }
      // A page change: the bottom bar's agenda link, with the browser fetching ahead (speculation rules) or not (the floor has none).
      {
        const { page, context } = await openPhone(browser, url, { scripts });
        (scripts ? figures.change : figures.changeFloor).push(await pageChange(page, ".mobile-cta a.chrome-cta--agenda"));
        await context.close();
      }
    }
  }
  return figures;
}

/** The scripts a page runs before the first interaction: the entry and what it imports statically, gzipped. */
async function evaluatedBeforeInteraction(base) {
  const html = await (await fetch(`${base}/`)).text();
  const entry = html.match(/<script type="module" src="([^"]+)"/)?.[1];
  const source = await (await fetch(`${base}${entry}`)).text();
  const statics = [...source.matchAll(/^import\s*(?:[^"'()]*from\s*)?["']([^"']+)["']/gm)].map((m) => new URL(m[1], `${base}${entry}`).pathname);
  const files = [entry, ...statics];
  const sizes = await Promise.all(files.map(async (file) => gzipSync(Buffer.from(await (await fetch(`${base}${file}`)).arrayBuffer())).length));
  return { files, kb: sizes.reduce((a, b) => a + b, 0) / 1024 };
}

const ms = (value) => `${Math.round(value)} ms`;

export async function interactionFigures(site) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [["page", "first tap: pop-in", "floor", "burger", "floor", "INP first", "INP later", "longest task", "floor", "page change", "floor"]];
  rows.push(["goal", "≤ 100 ms", "", "≤ 100 ms", "", "≤ 200 ms", "≤ 200 ms", "≤ 50 ms", "", "", ""]);
  let sameDocument = true;
  let scripts = [];
  try {
    for (const path of PAGES) {
      await (await fetch(`${site.url}${path}`, { headers: { "user-agent": PHONE.userAgent } })).arrayBuffer();
      const f = await measurePage(browser, site.url, path);
      sameDocument &&= f.sameDocument;
      if (path === "/") scripts = f.scripts;
      const tapMs = (list) => median(list.map((t) => t.ms));
      const firstInp = median([...f.popin, ...f.burger].map((t) => t.inp));
      const popinOk = tapMs(f.popin) <= 100 && tapMs(f.popin) <= tapMs(f.popinFloor) + 50;
      const burgerOk = tapMs(f.burger) <= 100 && tapMs(f.burger) <= tapMs(f.burgerFloor) + 50;
      rows.push([
        path,
        `${ms(tapMs(f.popin))} ${mark(popinOk)}`,
        ms(tapMs(f.popinFloor)),
        `${ms(tapMs(f.burger))} ${mark(burgerOk)}`,
        ms(tapMs(f.burgerFloor)),
        `${ms(firstInp)} ${mark(firstInp <= 200)}`,
        `${ms(median(f.later))} ${mark(median(f.later) <= 200)}`,
        `${ms(median(f.longest))} ${mark(median(f.longest) <= 50)}`,
        ms(median(f.longestFloor)),
        ms(median(f.change)),
        ms(median(f.changeFloor)),
      ]);
    }
  } finally {
    await browser.close();
  }
  console.log(`Phone profile: 390 px, touch, CPU 4× slower, ${NETWORK.latency} ms RTT, 1.6 Mbps down; median of ${RUNS} runs; floor = the same HTML without scripts.`);
  console.log("First tap: pointerdown to the frame showing the result, tapped as soon as the page has loaded. Longest task: from load to 10 s later, no input.");
  console.log("Page change: a tap on the bottom bar's Agenda to the next page's first contentful paint (floor: no speculation rules, no scripts).\n");
  console.log(table(rows));
  console.log(`\nEvery tap answered in the same document: ${sameDocument ? "yes ✓" : "no ✗"}`);
  const before = await evaluatedBeforeInteraction(site.url);
  console.log(`JavaScript evaluated before the first interaction: ${before.kb.toFixed(1)} KB gzipped ${mark(before.kb <= 10)} (goal ≤ 10 KB): ${before.files.join(", ")}`);
  console.log("Scripts the home page loads, left alone (ms after navigation start when each arrived):");
  for (const { url, at, runs } of scripts.sort((a, b) => a.at - b.at)) {
    console.log(`  ${String(Math.round(at)).padStart(5)} ms  ${new URL(url).pathname}  ${runs ? "run at load" : "prefetched once the page had loaded, run only when an island wakes"}`);
  }
}
