// A phone visitor's first taps, measured in Chromium as the profile says: 390 px with touch, CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), 150 ms round trip and 1.6 Mbps down (Network.emulateNetworkConditions). Each
// figure is the median of several runs, beside the same HTML with every script removed, measured in the same run.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { mark, median, table } from "./figures.mjs";
import { NETWORK, PHONE, TAPS, pageChange, recorder, tap, throttle } from "./phone.mjs";

const PAGES = ["/", "/formations/dcg"];
const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 3);
const IDLE_WATCH_MS = 10_000;
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
  await throttle(await context.newCDPSession(page));
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
