// Page changes on the phone (bench/phone.mjs), the page with its speculation rules and field data against the
// same page as it was before (the server's rules: every link prerendered on intent, no field data) and against floors
// (the same page changes in a tab where the site's scripts are blocked), all in turn in the same run, medians of BENCH_PAGE_CHANGES_RUNS (5). Chromium is held through its tab (bench/tab-browser.mjs), not by Playwright,
// under which it refuses every prerender. Times are read in the pages, on the clock they share: from the tap's
// pointerdown to the frame that shows the next page (its first contentful paint; for a prerendered page, the second
// frame after its activation), or from history.back() to the second frame after the restored page's pageshow.
// The back/forward cache is on (Playwright launches Chromium with it off).
import { gzipSync } from "node:zlib";
import { runnerImport } from "vite";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { BENCHMARK_INDEX } from "./benchmark-index.mjs";
import { INTERVAL_NOTE, inTurn, interval, mark, median, ratio, ratioInterval, runsList, table } from "./figures.mjs";
import { NETWORK, PHONE } from "./phone.mjs";
import { launchTabBrowser, openTab } from "./tab-browser.mjs";
const { ACCEPTED, CONSENT_COOKIE, consentValue } = (await runnerImport("./core/consent.ts", { logLevel: "error" })).module;
const RUNS = Number(process.env.BENCH_PAGE_CHANGES_RUNS ?? 5);
const IDLE_MS = 10_000;
/** The budget of pages fetched ahead per page view (README, Page changes): 4 pages of 9–13 KB gzipped, with room. */
const BUDGET_KB = 60;
/** The page the home page prerenders ahead: its primary button, the catalogue. */
const PREFETCHED_PATH = "/formations";
const PREFETCHED = `main a.button--primary[href='${PREFETCHED_PATH}']`;
const OTHER = "main a[href='/agenda/portes-ouvertes-paris']";
const POPIN = ".mobile-cta button[data-popin=brochure]";

/** The rules the server wrote into every page before this change (ui/speculation-rules.ts at d4c03e8). */
const BEFORE_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/__cms/*" } },
          { not: { href_matches: "/crm/*" } },
          { not: { href_matches: "/*\\?*popin=*" } },
          { not: { selector_matches: "[rel~=nofollow], [download], [target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/**
 * The page as it was: the entry writes no rules of its own (speculation rules "unsupported" to it), the server's rules
 * are back, under the page's nonce, once the document is parsed, and the field-data modules are blocked. No request is
 * intercepted: an intercepted one would leave the emulated network.
 */
const asBefore = (rules) => {
  const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
  HTMLScriptElement.supports = (type) => type !== "speculationrules" && supports(type);
  addEventListener("DOMContentLoaded", () => {
    const script = Object.assign(document.createElement("script"), { type: "speculationrules", textContent: rules });
    script.nonce = document.querySelector("script[nonce]")?.nonce ?? "";
    document.head.append(script);
  });
};

/**
 * Installed in every page before its own scripts, kept in localStorage (which a prerendered page shares): long tasks
 * after load, the tap's pointerdown, the frame that shows the page, a restore from the back/forward cache, and the
 * first tap's Event Timing.
 */
function pageMarks() {
  const state = { longTasks: [], events: [], loadAt: 0, pointerdown: 0 };
  window.__bench = state;
  const at = (t) => String(performance.timeOrigin + t);
  const afterNextFrame = (mark) => requestAnimationFrame(() => requestAnimationFrame((t) => localStorage.setItem(mark, at(t))));
  new PerformanceObserver((list) => list.getEntries().forEach((e) => state.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => e.interactionId && state.events.push({ start: e.startTime, end: e.startTime + e.duration }))).observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener("load", () => (state.loadAt = performance.now()));
  addEventListener("pointerdown", (event) => {
    state.pointerdown = event.timeStamp;
    localStorage.setItem("bench-tap", at(event.timeStamp));
  }, { capture: true });
  addEventListener("click", (event) => localStorage.setItem("bench-click", at(event.timeStamp)), { capture: true });
  if (document.prerendering) document.addEventListener("prerenderingchange", () => afterNextFrame("bench-shown"), { once: true });
  else new PerformanceObserver((list, observer) => {
    const fcp = list.getEntriesByName("first-contentful-paint")[0];
    if (!fcp) return;
    localStorage.setItem("bench-shown", at(fcp.startTime));
    observer.disconnect();
  }).observe({ type: "paint", buffered: true });
  addEventListener("pageshow", (event) => event.persisted && afterNextFrame("bench-restored"));
  document.addEventListener("toggle", (event) => event.newState === "open" && afterNextFrame("bench-popin"), { capture: true });
}

/**
 * The floor of a prerendered tap, in a tab where the site's scripts are blocked: a link to the same catalogue,
 * prerendered at once by rules of its own, put first in the page's main content.
 */
function addFloorLink(href) {
  const link = Object.assign(document.createElement("a"), { id: "bench-floor", href, textContent: "Floor" });
  link.style.cssText = "display:block;padding:16px";
  document.querySelector("main").prepend(link);
  const rules = { prerender: [{ source: "list", urls: [href], eagerness: "immediate" }] };
  const script = Object.assign(document.createElement("script"), { type: "speculationrules", textContent: JSON.stringify(rules) });
  script.nonce = document.querySelector("script[nonce]")?.nonce ?? "";
  document.head.append(script);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` in the page shown (through page changes) until it answers something, for at most 20 s. */
async function until(tab, expression) {
  for (const started = Date.now(); Date.now() - started < 20_000; await sleep(50)) {
    const value = await tab.evaluate(expression).catch(() => null);
    if (value !== null && value !== undefined && value !== false) return value;
  }
  throw new Error(`Not seen within 20 s: ${expression} (on ${await tab.evaluate("location.href + ' ' + document.readyState + ' ' + localStorage.getItem('bench-tap')").catch((e) => e.message)})`);
}

/** A tap (touch start and end) at the centre of the first element matching `selector`, scrolled into view first. */
async function tap(tab, selector) {
  const element = `document.querySelector(${JSON.stringify(selector)})`;
  await tab.evaluate(`${element}.scrollIntoView({ block: "center", behavior: "instant" })`);
  await sleep(300);
  const [x, y] = await tab.evaluate(`(() => { const r = ${element}.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`);
  await tab.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  // The tap's end is answered once the page has handled it; a page that has already left for the next one (into the
  // back/forward cache) may never answer, which held the bench for 25 minutes. What the tap did is read in the pages.
  const ended = tab.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }).catch(() => {});
  await Promise.race([ended, sleep(2000)]);
}

/** Taps a link: ms from its pointerdown to the frame that shows the next page, and how that page came (prerendered, prefetched, fetched). */
async function pageChange(tab, selector) {
  await tab.evaluate(`localStorage.removeItem("bench-shown")`);
  await tap(tab, selector);
  const shown = Number(await until(tab, `localStorage.getItem("bench-shown")`));
  const how = await until(tab, `(() => { const n = performance.getEntriesByType("navigation")[0]; return n.activationStart > 0 ? "prerendered" : n.deliveryType || "network"; })()`);
  // Where the time went: the tap to its click, the click to the new document (its activation, or its response's start).
  const [tapAt, clickAt, documentAt] = await tab.evaluate(`(() => { const n = performance.getEntriesByType("navigation")[0]; return [localStorage.getItem("bench-tap"), localStorage.getItem("bench-click"), performance.timeOrigin + (n.activationStart || n.responseStart)].map(Number); })()`);
  return { ms: shown - tapAt, how, toClick: clickAt - tapAt, toDocument: documentAt - clickAt, toFrame: shown - documentAt };
}

/** A fresh phone on `url`, held through its tab: the offline worker allowed, as a visitor's browser has it; the bytes of every page fetched or rendered ahead counted. */
async function openPhone(browser, url, changed, { scripts = true } = {}) {
  const ahead = new Map(); // request id → address, of the requests the browser made ahead of a tap (Sec-Purpose)
  const setup = (send) => {
    send("Page.enable");
    send("Network.enable");
    send("Network.emulateNetworkConditions", NETWORK);
    send("Emulation.setCPUThrottlingRate", { rate: 4 });
    send("Emulation.setDeviceMetricsOverride", { width: PHONE.viewport.width, height: PHONE.viewport.height, deviceScaleFactor: 1, mobile: true });
    send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
    send("Page.addScriptToEvaluateOnNewDocument", { source: `(${pageMarks})()` });
    // A visitor who answered the consent banner on an earlier visit: the banner would cover the links tapped here.
    send("Network.setCookie", { name: CONSENT_COOKIE, value: consentValue(ACCEPTED), url });
    if (!scripts) send("Network.setBlockedURLs", { urls: ["*/assets/*.js", "*/sw.js"] });
    else if (!changed) {
      send("Page.addScriptToEvaluateOnNewDocument", { source: `(${asBefore})(${JSON.stringify(BEFORE_RULES)})` });
      send("Network.setBlockedURLs", { urls: ["*/assets/vitals-*", "*/assets/web-vitals-*"] });
    }
  };
  // Pages and what a prerender loads, not the islands' chunks (their own prefetch) or what came from the cache; each
  // counted at its gzipped size, what it costs on the wire (`gzippedKb`).
  const tab = await openTab(browser, setup, ({ method, params }) => {
    if (method === "Network.requestWillBeSent") {
      const purpose = Object.entries(params.request.headers).find(([name]) => name.toLowerCase() === "sec-purpose");
      if (purpose && !new URL(params.request.url).pathname.startsWith("/assets/")) ahead.set(params.requestId, params.request.url);
    } else if (method === "Network.requestServedFromCache") ahead.delete(params.requestId);
  });
  await tab.send("Page.navigate", { url });
  await until(tab, `document.readyState === "complete"`);
  return { tab, fetchedAhead: () => [...ahead.values()] };
}

/**
 * KB of these addresses gzipped, asked again here. Only once the page changes are measured: the site's answers and
 * what it does after them took the machine's cores while the tap after them was timed, and the floor's tap had no such
 * work before it.
 */
async function gzippedKb(addresses) {
  const sizes = await Promise.all(addresses.map(async (address) => gzipSync(Buffer.from(await (await fetch(address, { headers: { "user-agent": PHONE.userAgent } })).arrayBuffer())).length));
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

/** From history.back() to the second frame after the restored page's pageshow; null when the page was loaded again instead. */
async function back(tab) {
  // The page goes while the call is answered: "Inspected target navigated" is its expected end.
  await tab.evaluate(`localStorage.removeItem("bench-restored"); localStorage.setItem("bench-back", String(performance.timeOrigin + performance.now())); history.back()`).catch(() => {});
  for (const started = Date.now(); Date.now() - started < 10_000; await sleep(50)) {
    const marks = await tab.evaluate(`[localStorage.getItem("bench-back"), localStorage.getItem("bench-restored")]`).catch(() => [null, null]);
    if (marks[1]) return Number(marks[1]) - Number(marks[0]);
  }
  return null;
}

/**
 * The home page left alone, its catalogue tapped, then back, added to `f`: the variant with the change, or the page as
 * it was. With the change, its floor is measured in turn with it (`inTurn`).
 */
async function measureCatalogue(browser, base, changed, f, run) {
  // Left alone for 10 s: the longest task after load and what was fetched ahead; then the catalogue tapped, then back.
  const withScripts = async () => {
    const { tab, fetchedAhead } = await openPhone(browser, `${base}/`, changed);
    await sleep(IDLE_MS);
    const { longTasks, loadAt } = await tab.evaluate("window.__bench");
    f.longest.push(Math.max(0, ...longTasks.filter((t) => t.start + t.duration >= loadAt).map((t) => t.duration)));
    const ahead = fetchedAhead();
    f.aheadCount.push(ahead.length);
    const change = await pageChange(tab, PREFETCHED);
    f.prefetchedTap.push(change.ms);
    f.how.push(change.how);
    f.steps.push(change);
    await sleep(1000);
    const backMs = await back(tab);
    if (backMs !== null) {
      f.back.push(backMs);
      f.restored += 1;
    }
    await tab.close();
    f.aheadKb.push(await gzippedKb(ahead));
  };
  // The floor: the same page change without the site's scripts, the catalogue prerendered 4 s before the tap; then
  // back, the home page restored from the back/forward cache.
  const floor = async () => {
    const { tab } = await openPhone(browser, `${base}/`, changed, { scripts: false });
    await sleep(3000);
    await tab.evaluate(`(${addFloorLink})(${JSON.stringify(PREFETCHED_PATH)})`);
    await sleep(4000);
    const change = await pageChange(tab, "#bench-floor");
    f.floorTap.push(change.ms);
    f.floorHow.push(change.how);
    f.floorSteps.push(change);
    await sleep(1000);
    const backMs = await back(tab);
    if (backMs !== null) f.floorBack.push(backMs);
    await tab.close();
  };
  if (!changed) await withScripts();
  else for (const measure of inTurn(run, [withScripts, floor])) await measure();
}

/** A link no rule fetches at once, tapped after 3 s of reading. */
async function measureEvent(browser, base, changed, f) {
  const { tab } = await openPhone(browser, `${base}/`, changed);
  await sleep(3000);
  const change = await pageChange(tab, OTHER);
  f.otherTap.push(change.ms);
  f.otherHow.push(change.how);
  f.otherSteps.push(change);
  await tab.close();
}

/** The first tap, as soon as the page has loaded: the pop-in, to the frame that shows it (its Event Timing when earlier). */
async function measureFirstTap(browser, base, changed, f) {
  const { tab } = await openPhone(browser, `${base}/`, changed);
  await tab.evaluate(`localStorage.removeItem("bench-popin")`);
  await tap(tab, POPIN);
  const shownAt = Number(await until(tab, `localStorage.getItem("bench-popin")`));
  await sleep(300);
  const { pointerdown, events } = await tab.evaluate("window.__bench");
  const tapAt = Number(await tab.evaluate(`localStorage.getItem("bench-tap")`));
  const origin = await tab.evaluate("performance.timeOrigin");
  const painted = Math.max(0, ...events.filter((e) => e.start >= pointerdown - 1).map((e) => e.end));
  f.firstTap.push(Math.min(shownAt, painted > 0 ? origin + painted : Infinity) - tapAt);
  await tab.close();
}

/**
 * Every figure of the run numbered `run`, each kind of page view for both variants one after the other, in turn, so
 * that a tap compared with the page as it was follows the same views as its reference: with all of one variant's views
 * together, the event's tap with the change followed a floor's tab that its reference never had.
 */
async function measureRun(browser, base, figures, run) {
  for (const measure of [measureCatalogue, measureEvent, measureFirstTap]) {
    for (const changed of inTurn(run, [true, false])) await measure(browser, base, changed, changed ? figures.after : figures.before, run);
  }
}

const emptyFigures = () => ({ prefetchedTap: [], floorTap: [], floorHow: [], floorSteps: [], floorBack: [], otherTap: [], otherHow: [], otherSteps: [], back: [], restored: 0, how: [], steps: [], aheadKb: [], aheadCount: [], longest: [], firstTap: [] });

/** This machine's Lighthouse benchmark index, in a tab of its own with no slowdown. */
async function benchmarkIndex(browser) {
  const tab = await openTab(browser, () => {});
  try {
    return await tab.evaluate(BENCHMARK_INDEX);
  } finally {
    await tab.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—");

/** The goals, each a ratio against its floor or reference measured in the same run. */
const GOALS = { prerendered: 1.1, intent: 1.05, back: 1.1, longTaskMs: 50 };

export async function pageChangeFigures(site) {
  const browser = await launchTabBrowser({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, userAgent: PHONE.userAgent });
  const after = emptyFigures();
  const before = emptyFigures();
  const index = [];
  try {
    await (await fetch(`${site.url}/`, { headers: { "user-agent": PHONE.userAgent } })).arrayBuffer();
    index.push(await benchmarkIndex(browser));
    for (let run = 0; run < RUNS; run++) {
      await measureRun(browser, site.url, { after, before }, run);
    }
    index.push(await benchmarkIndex(browser));
  } finally {
    await browser.close();
  }
  const rows = [["home page, phone", "with the change", "floor or reference", "ratio", "goal", "90 % interval of the ratio"]];
  const m = (list) => median(list);
  const how = (list) => [...new Set(list)].map((kind) => `${list.filter((h) => h === kind).length} ${kind}`).join(", ");
  const steps = (list) => ["toClick", "toDocument", "toFrame"].map((step) => ms(m(list.map((change) => change[step])))).join(" + ");
  const against = (label, values, floors, goal, floorLabel) => {
    const [value, floor] = [m(values), m(floors)];
    const cells = [ms(value), `${ms(floor)} ${floorLabel}`, `${ratio(value, floor)} ${mark(value / floor <= goal)}`, `≤ ${goal.toFixed(2)}×`];
    rows.push([label, ...cells, interval(ratioInterval(values, floors), goal)]);
  };
  against("tap on the catalogue (prerendered ahead) → painted", after.prefetchedTap, after.floorTap, GOALS.prerendered, "(the same, without scripts)");
  rows.push(["… tap → click + click → activated + → frame", steps(after.steps), steps(after.floorSteps), "", ""]);
  rows.push(["… served", how(after.how), how(after.floorHow), "", "all prerendered"]);
  against("tap on an event (fetched on intent) → painted", after.otherTap, before.otherTap, GOALS.intent, "(the page as it was)");
  rows.push(["… tap → click + click → activated + → frame", steps(after.otherSteps), steps(before.otherSteps), "", ""]);
  rows.push(["… served", how(after.otherHow), how(before.otherHow), "", ""]);
  against("back → painted, from the back/forward cache", after.back, after.floorBack, GOALS.back, "(the same, without scripts)");
  rows.push(["… restored from the back/forward cache", `${after.restored}/${RUNS}`, `${after.floorBack.length}/${RUNS}`, "", "all"]);
  const over = (list) => list.filter((duration) => duration > GOALS.longTaskMs).length;
  rows.push(["runs with a task over 50 ms after load (10 s idle)", `${over(after.longest)}/${RUNS} ${mark(over(after.longest) === 0)}`, `${over(before.longest)}/${RUNS} (the page as it was)`, "", "none"]);
  rows.push(["fetched ahead per page view (gzipped)", `${m(after.aheadKb).toFixed(1)} KB, ${m(after.aheadCount)} requests ${mark(Math.max(...after.aheadKb) <= BUDGET_KB)}`, "", "", `≤ ${BUDGET_KB} KB`]);
  rows.push(["first tap: pop-in (its goal: bench -- interaction)", ms(m(after.firstTap)), `${ms(m(before.firstTap))} (the page as it was)`, ratio(m(after.firstTap), m(before.firstTap)), ""]);
  console.log(`Phone profile: 390 px, touch, CPU 4× slower, 150 ms RTT, 1.6 Mbps down; medians of ${RUNS} runs, the variants in turn in each run.`);
  console.log(`"The page as it was": the server's rules of d4c03e8 (every link prerendered on intent, which a touch screen shows at pointerdown) and no field data.`);
  console.log(`Lighthouse's CPU benchmark index of this machine: ${index.map(Math.round).join(" at the start, ")} at the end (higher is faster).\n`);
  console.log(INTERVAL_NOTE);
  console.log(table(rows));
  console.log(`\nRuns (ms): catalogue ${runsList(after.prefetchedTap)} | floor ${runsList(after.floorTap)} | as it was ${runsList(before.prefetchedTap)}; event ${runsList(after.otherTap)} | as it was ${runsList(before.otherTap)}; back ${runsList(after.back)} | floor ${runsList(after.floorBack)} | as it was ${runsList(before.back)}; longest task ${runsList(after.longest)} | as it was ${runsList(before.longest)}; first tap ${runsList(after.firstTap)} | as it was ${runsList(before.firstTap)}`);
}
