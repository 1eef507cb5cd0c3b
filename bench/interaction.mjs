// A phone visitor's first taps, measured in Chromium as the issue's profile says: 390 px with touch, CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), 150 ms round trip and 1.6 Mbps down (Network.emulateNetworkConditions). Each
// figure is the median of several runs, beside the same HTML with every script removed, measured in the same run.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { BENCHMARK_INDEX } from "./benchmark-index.mjs";
import { INTERVAL_NOTE, inTurn, interval, mark, median, ratio, ratioInterval, runsList, table } from "./figures.mjs";
import { NETWORK, PHONE, TAPS, pageChange, recorder, tap, throttle } from "./phone.mjs";
import { withoutScripts } from "./rewriting-proxy.mjs";

const PAGES = ["/", "/formations/dcg"];
const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
/** The goals, ratios against the same page without scripts in the same run: the first frame, and the tap's INP. */
const GOALS = { firstFrame: 1.1, inp: 1.2, longTaskMs: 50 };
const IDLE_WATCH_MS = 10_000;

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
  const figures = { popin: [], burger: [], popinFloor: [], burgerFloor: [], later: { popin: [], burger: [] }, longest: [], longestFloor: [], change: [], changeFloor: [], sameDocument: true, scripts: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const scripts of inTurn(run, [true, false])) {
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
          figures.later[which].push((await tap(page, TAPS[which])).inp);
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
  const rows = [["page", "tap", "first frame", "floor", "ratio", "90 % interval", "INP", "floor", "ratio", "90 % interval", "later INP"]];
  const idleRows = [["page", "runs with a task over 50 ms after load", "floor", "longest task (median)", "floor", "page change", "floor"]];
  const runs = [];
  let sameDocument = true;
  let scripts = [];
  const index = [];
  try {
    const unthrottled = await browser.newPage();
    index.push(await unthrottled.evaluate(BENCHMARK_INDEX));
    for (const path of PAGES) {
      await (await fetch(`${site.url}${path}`, { headers: { "user-agent": PHONE.userAgent } })).arrayBuffer();
      const f = await measurePage(browser, site.url, path);
      sameDocument &&= f.sameDocument;
      if (path === "/") scripts = f.scripts;
      for (const which of ["popin", "burger"]) {
        const [frames, framesFloor] = [f[which], f[`${which}Floor`]].map((taps) => taps.map((t) => t.ms));
        const [inps, inpsFloor] = [f[which], f[`${which}Floor`]].map((taps) => taps.map((t) => t.inp));
        const [frame, frameFloor, inp, inpFloor] = [frames, framesFloor, inps, inpsFloor].map(median);
        rows.push([
          path,
          which === "popin" ? "pop-in" : "menu",
          ms(frame),
          ms(frameFloor),
          `${ratio(frame, frameFloor)} ${mark(frame / frameFloor <= GOALS.firstFrame)}`,
          interval(ratioInterval(frames, framesFloor), GOALS.firstFrame),
          ms(inp),
          ms(inpFloor),
          `${ratio(inp, inpFloor)} ${mark(inp / inpFloor <= GOALS.inp)}`,
          interval(ratioInterval(inps, inpsFloor), GOALS.inp),
          ms(median(f.later[which])),
        ]);
        runs.push(`${path} ${which}: first frame ${runsList(frames)} | floor ${runsList(framesFloor)}; INP ${runsList(inps)} | floor ${runsList(inpsFloor)}`);
      }
      const over = (list) => list.filter((duration) => duration > GOALS.longTaskMs).length;
      idleRows.push([
        path,
        `${over(f.longest)}/${RUNS} ${mark(over(f.longest) === 0 || over(f.longestFloor) > 0)}`,
        `${over(f.longestFloor)}/${RUNS}`,
        ms(median(f.longest)),
        ms(median(f.longestFloor)),
        ms(median(f.change)),
        ms(median(f.changeFloor)),
      ]);
    }
    index.push(await unthrottled.evaluate(BENCHMARK_INDEX));
  } finally {
    await browser.close();
  }
  console.log(`Phone profile: 390 px, touch, CPU 4× slower, ${NETWORK.latency} ms RTT, 1.6 Mbps down; median of ${RUNS} runs; floor = the same HTML without scripts, in turn in each run.`);
  console.log(`Lighthouse's CPU benchmark index of this machine: ${index.map(Math.round).join(" at the start, ")} at the end (higher is faster).`);
  console.log(`First frame: pointerdown to the frame showing the result, tapped as soon as the page has loaded (goal ≤ ${GOALS.firstFrame.toFixed(2)}× the floor); INP: the tap's Event Timing (goal ≤ ${GOALS.inp.toFixed(2)}×).`);
  console.log(INTERVAL_NOTE);
  console.log(table(rows));
  console.log(`\nRuns (ms), in the order measured:\n${runs.map((line) => `  ${line}`).join("\n")}`);
  console.log("\nLeft alone: the longest task from load to 10 s later, no input (goal: none over 50 ms in any run, unless the floor has one too).");
  console.log("Page change: a tap on the bottom bar's Agenda to the next page's first contentful paint (floor: no speculation rules, no scripts).\n");
  console.log(table(idleRows));
  console.log(`\nEvery tap answered in the same document: ${sameDocument ? "yes ✓" : "no ✗"}`);
  const before = await evaluatedBeforeInteraction(site.url);
  console.log(`JavaScript evaluated before the first interaction: ${before.kb.toFixed(1)} KB gzipped ${mark(before.kb <= 10)} (goal ≤ 10 KB): ${before.files.join(", ")}`);
  console.log("Scripts the home page loads, left alone (ms after navigation start when each arrived):");
  for (const { url, at, runs } of scripts.sort((a, b) => a.at - b.at)) {
    console.log(`  ${String(Math.round(at)).padStart(5)} ms  ${new URL(url).pathname}  ${runs ? "run at load" : "prefetched once the page had loaded, run only when an island wakes"}`);
  }
}
