// Page changes on the phone (bench/phone.mjs), the page with its speculation rules and field data against the
// same page as it was before (the server's rules: every link prerendered on intent, no field data), in the same run,
// medians of BENCH_PAGE_CHANGES_RUNS (5). Times are read in the page: from the tap's pointerdown to the frame that shows
// the next page (its first contentful paint, on the clock both documents share), or from history.back() to the frame
// after the restored page's pageshow. The back/forward cache is on (Playwright turns it off by default).
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { mark, median, table } from "./figures.mjs";
import { PHONE, TAPS, pageChange, recorder, tap, throttle } from "./phone.mjs";

const RUNS = Number(process.env.BENCH_PAGE_CHANGES_RUNS ?? 5);
const IDLE_MS = 10_000;
/** The budget of pages fetched ahead per page view (README, Page changes): 4 pages of 9–13 KB gzipped, with room. */
const BUDGET_KB = 60;
const PREFETCHED = "main a.button--primary[href='/formations']";
const OTHER = "main a[href='/agenda/portes-ouvertes-paris']";

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
async function asBefore(context, cdp) {
  await context.addInitScript((rules) => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type) => type !== "speculationrules" && supports(type);
    addEventListener("DOMContentLoaded", () => {
      const script = Object.assign(document.createElement("script"), { type: "speculationrules", textContent: rules });
      script.nonce = document.querySelector("script[nonce]")?.nonce ?? "";
      document.head.append(script);
    });
  }, BEFORE_RULES);
  await cdp.send("Network.setBlockedURLs", { urls: ["*/assets/vitals-*", "*/assets/web-vitals-*"] });
}

/** Marks when a page comes back from the back/forward cache: the frame after its pageshow, on the clock both documents share. */
function restoreWatch() {
  addEventListener("pageshow", (event) => {
    if (event.persisted) requestAnimationFrame(() => requestAnimationFrame((t) => sessionStorage.setItem("bench-restored", String(performance.timeOrigin + t))));
  });
}

/** A fresh phone on `url`: the offline worker allowed, as a visitor's browser has it; the bytes of every page fetched ahead counted. */
async function openPhone(browser, url, changed) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(recorder);
  await context.addInitScript(restoreWatch);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  if (!changed) await asBefore(context, cdp);
  // Pages, not the islands' chunks (their own prefetch), and the browser's requests, not the offline worker's copies of
  // them; each counted at its gzipped size, what it costs on the wire (DevTools keeps no body of a fetch ahead: the
  // same page is asked again here).
  const ahead = [];
  context.on("request", (request) => {
    if (request.headers()["sec-purpose"] && !request.serviceWorker() && !new URL(request.url()).pathname.startsWith("/assets/")) ahead.push(request.url());
  });
  await page.goto(url, { waitUntil: "load" });
  const aheadKb = async () => {
    const sizes = await Promise.all(ahead.map(async (page) => gzipSync(Buffer.from(await (await fetch(page, { headers: { "user-agent": PHONE.userAgent } })).arrayBuffer())).length));
    return sizes.reduce((a, b) => a + b, 0) / 1024;
  };
  return { page, context, aheadKb };
}

/** From history.back() to the frame after the restored page's pageshow; null when the page was loaded again instead. */
async function back(page) {
  await page.evaluate(() => {
    sessionStorage.removeItem("bench-restored");
    sessionStorage.setItem("bench-back", String(performance.timeOrigin + performance.now()));
    history.back();
  });
  const read = () => page.evaluate(() => [sessionStorage.getItem("bench-back"), sessionStorage.getItem("bench-restored")]).catch(() => [null, null]);
  for (const started = Date.now(); Date.now() - started < 10_000; await page.waitForTimeout(50)) {
    const [backAt, restoredAt] = await read();
    if (restoredAt) return Number(restoredAt) - Number(backAt);
  }
  return null;
}

async function measure(browser, base, changed) {
  const f = { prefetchedTap: [], otherTap: [], back: [], restored: 0, fromMemory: 0, aheadKb: [], longest: [], firstTap: [] };
  for (let run = 0; run < RUNS; run++) {
    // Left alone for 10 s: the longest task after load and what was fetched ahead; then the catalogue tapped, then back.
    {
      const { page, context, aheadKb } = await openPhone(browser, `${base}/`, changed);
      await page.waitForTimeout(IDLE_MS);
      const { longTasks, loadAt } = await page.evaluate(() => window.__bench);
      f.longest.push(Math.max(0, ...longTasks.filter((t) => t.start + t.duration >= loadAt).map((t) => t.duration)));
      f.aheadKb.push(await aheadKb());
      f.prefetchedTap.push(await pageChange(page, PREFETCHED));
      if ((await page.evaluate(() => performance.getEntriesByType("navigation")[0].deliveryType)) === "navigational-prefetch") f.fromMemory += 1;
      await page.waitForTimeout(1000);
      const backMs = await back(page);
      if (backMs !== null) {
        f.back.push(backMs);
        f.restored += 1;
      }
      await context.close();
    }
    // A link no rule fetches at once, tapped after 3 s of reading.
    {
      const { page, context } = await openPhone(browser, `${base}/`, changed);
      await page.waitForTimeout(3000);
      f.otherTap.push(await pageChange(page, OTHER));
      await context.close();
    }
    // The first tap, as soon as the page has loaded: the pop-in.
    {
      const { page, context } = await openPhone(browser, `${base}/`, changed);
      f.firstTap.push((await tap(page, TAPS.popin)).ms);
      await context.close();
    }
  }
  return f;
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—");

export async function pageChangeFigures(site) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
  let after;
  let before;
  try {
    await (await fetch(`${site.url}/`, { headers: { "user-agent": PHONE.userAgent } })).arrayBuffer();
    after = await measure(browser, site.url, true);
    before = await measure(browser, site.url, false);
  } finally {
    await browser.close();
  }
  const rows = [["home page, phone", "with the change", "before it", "goal"]];
  const m = (list) => median(list);
  rows.push(["tap on the catalogue (fetched at once) → painted", `${ms(m(after.prefetchedTap))} ${mark(m(after.prefetchedTap) <= 150)}`, ms(m(before.prefetchedTap)), "≤ 150 ms"]);
  rows.push(["catalogue served from memory (navigational-prefetch)", `${after.fromMemory}/${RUNS}`, `${before.fromMemory}/${RUNS}`, "all"]);
  rows.push(["tap on an event (fetched on intent) → painted", `${ms(m(after.otherTap))} ${mark(m(after.otherTap) <= m(before.otherTap) * 1.1)}`, ms(m(before.otherTap)), "no slower"]);
  rows.push(["back → painted, from the back/forward cache", `${ms(m(after.back))} ${mark(m(after.back) <= 100)}`, ms(m(before.back)), "≤ 100 ms"]);
  rows.push(["restored from the back/forward cache", `${after.restored}/${RUNS}`, `${before.restored}/${RUNS}`, "all"]);
  rows.push(["fetched ahead per page view (pages, gzipped)", `${m(after.aheadKb).toFixed(1)} KB ${mark(Math.max(...after.aheadKb) <= BUDGET_KB)}`, `${m(before.aheadKb).toFixed(1)} KB`, `≤ ${BUDGET_KB} KB`]);
  rows.push(["longest task after load (10 s, idle)", `${ms(m(after.longest))} ${mark(m(after.longest) <= 50)}`, ms(m(before.longest)), "≤ 50 ms"]);
  rows.push(["first tap: pop-in", `${ms(m(after.firstTap))} ${mark(m(after.firstTap) <= 100)}`, ms(m(before.firstTap)), "≤ 100 ms"]);
  console.log(`Phone profile: 390 px, touch, CPU 4× slower, 150 ms RTT, 1.6 Mbps down; medians of ${RUNS} runs each, the two variants in the same run.`);
  console.log(`"Before it": the server's rules of d4c03e8 (every link prerendered on intent: in this lab only their prefetch serves, as Chromium refuses to prerender under DevTools) and no field data.\n`);
  console.log(table(rows));
  console.log(`\nRuns (ms): catalogue ${after.prefetchedTap.map(Math.round).join(", ")} | before ${before.prefetchedTap.map(Math.round).join(", ")}; event ${after.otherTap.map(Math.round).join(", ")} | before ${before.otherTap.map(Math.round).join(", ")}; back ${after.back.map(Math.round).join(", ")} | before ${before.back.map(Math.round).join(", ")}`);
}
