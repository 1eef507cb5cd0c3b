// Images on the phone (bench/phone.mjs: 390 px, touch, CPU 4×, 150 ms RTT, 1.6 Mbps down) at BENCH_IMAGES_DPR
// (3) device pixels per CSS pixel, for home, a campus, a programme, the news list and a news item. For each page:
// - the image bytes a page view transfers (scrolled to its end: every image asked for) against the ideal, the same
//   photos cut by sharp to the exact box drawn × the density the site draws that screen at (core/images/srcset.ts:
//   2 on a phone of 3) and encoded as AVIF at the edge's quality; the heaviest
//   photo; whether any answer was the CMS's original file;
// - LCP on the phone and Lighthouse mobile performance (its phone set to the same screen) against the same page with its
//   images removed (every image request failed), the variants in turn, medians of BENCH_IMAGES_RUNS (5);
// - transformations (docs/images.md: an image answer names `transform` in Server-Timing only when it ran one) in the
//   page's first view and in each later one, per 1,000 page views, and Worker invocations per page view by kind
//   (static files, served by Workers static assets before the worker, are none), priced at Cloudflare's prices.
// Each view is a new visitor (a fresh browser context); the first view of a page comes first, then the measured ones.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { runnerImport } from "vite";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { inTurn, mark, median, runsList, table } from "./figures.mjs";
import { idealAvifBytes, originals, uploadOf } from "./image-ideal.mjs";
import { header, pageView } from "./image-view.mjs";
import { launchChromium } from "./lighthouse.mjs";
import { PHONE } from "./phone.mjs";
import { launchTabBrowser } from "./tab-browser.mjs";

const { CONSENT_COOKIE, consentValue, REFUSED } = (await runnerImport("./core/consent.ts", { logLevel: "error" })).module;
const { drawnDensity } = (await runnerImport("./core/images/srcset.ts", { logLevel: "error" })).module;

const PAGES = process.env.BENCH_IMAGES_PAGES?.split(",") ?? ["/", "/campus/lyon", "/formations/dcg", "/actualites", "/actualites/resultats-examens-dcg"];
const RUNS = Number(process.env.BENCH_IMAGES_RUNS ?? 5);
/** A 390-px phone draws 3 device pixels per CSS pixel (iPhone 12 to 16; Android phones of that width 2.6 to 3). */
const DPR = Number(process.env.BENCH_IMAGES_DPR ?? 3);
/** The density the site draws pictures at on that screen. */
const DRAWN = drawnDensity(DPR);
/** A visitor who refused measurement on an earlier visit: no banner over the page, no tag manager. */
const COOKIE = { name: CONSENT_COOKIE, value: consentValue(REFUSED) };

/** The edge's AVIF quality, read from its code (worker/endpoints/media/transform.ts, QUALITY), so the ideal is encoded alike. */
function edgeAvifQuality() {
  const quality = /"image\/avif":\s*(\d+)/.exec(readFileSync("worker/endpoints/media/transform.ts", "utf8"))?.[1];
  if (!quality) throw new Error("The edge's AVIF quality is no longer written in worker/endpoints/media/transform.ts (QUALITY): tell the bench where it is");
  return Number(quality);
}
const AVIF_QUALITY = edgeAvifQuality();

const GOALS = { bytesRatio: 1.3, photoKb: 150, lcpRatio: 1.15, points: 3 };
/**
 * Cloudflare's published prices, read 28 November 2026:
 * - Workers Paid, standard usage: 10 million requests a month included, then $0.30 per million; requests to static
 *   assets are free (developers.cloudflare.com/workers/platform/pricing/, /workers/static-assets/billing-and-limitations/);
 * - Images, "Images Transformed": 5,000 unique transformations a month included, then $0.50 per 1,000
 *   (developers.cloudflare.com/images/pricing/). Each transformation counted here is priced as one: an upper bound,
 *   since Cloudflare bills a transformation once a month however often it runs.
 * Beyond the included amounts; CPU time ($0.02 per million CPU ms past 30 million) is not counted here.
 */
const USD_PER_REQUEST = 0.3 / 1e6;
const USD_PER_TRANSFORMATION = 0.5 / 1e3;

/** Served by Workers static assets, before the worker runs (dist/client, with its .html and /index.html lookups). */
const isStatic = (pathname) => [pathname, `${pathname}.html`, join(pathname, "index.html")].some((file) => existsSync(join("dist/client", file)) && statSync(join("dist/client", file)).isFile());

/** What a request of a page view costs in Worker invocations: its kind, or null when the worker does not run. */
function invocationOf(request, site) {
  const url = new URL(request.url);
  if (url.origin !== site || request.cached || isStatic(url.pathname)) return null;
  if (request.method === "POST" && url.pathname === "/__vitals") return "beacon";
  if (request.type === "Document" || request.type === "Prefetch") return request.purpose || !request.shown ? "ahead" : "document";
  if (request.type === "Image") return "image";
  return "other";
}

const KINDS = ["document", "image", "beacon", "ahead", "other"];
const transformed = (request) => /(^|,)\s*transform\s*(;|,|$)/.test(header(request.headers, "server-timing") ?? "");
const imageAnswers = (view) => view.requests.filter((request) => request.type === "Image" && request.status && !request.failed);

/**
 * The image figures of one page view: bytes, the heaviest photo, transformations (all, and those of an image the edge
 * had already served whole: `repeated`), images refused or lost, originals, invocations by kind. An image's bytes are
 * its answer's body: one the offline worker passed on has no transfer size in the page's own log. `served`: the images
 * answered whole so far in the run, to which this view's are added.
 */
async function imageFigures(view, site, files, served) {
  const types = new Map(imageAnswers(view).map((request) => [request.url, request.mime ?? ""]));
  const photos = [...view.bodies].filter(([url]) => uploadOf(url) && !types.get(url)?.includes("svg"));
  const originalsReached = [];
  for (const [url, body] of view.bodies) if (uploadOf(url) && (await files.isOriginal(uploadOf(url), body))) originalsReached.push(url);
  const invocations = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (const request of view.requests) {
    const kind = invocationOf(request, site);
    if (kind) invocations[kind] += 1;
  }
  const transformedNow = imageAnswers(view).filter(transformed);
  const figures = {
    bytes: [...view.bodies.values()].reduce((sum, body) => sum + body.length, 0),
    heaviestPhoto: Math.max(0, ...photos.map(([, body]) => body.length)),
    transformations: transformedNow.length,
    repeated: transformedNow.filter((request) => served.has(request.url)).length,
    refused: view.requests.filter((request) => request.type === "Image" && uploadOf(request.url) && (request.failed || request.status >= 400)).map((request) => request.status ?? "lost"),
    originalsReached,
    invocations,
  };
  for (const request of imageAnswers(view)) if (request.status === 200) served.add(request.url);
  return figures;
}

/** The ideal bytes of the images a view drew: photos as AVIF cut to their box; anything else (an SVG) as it came. */
async function idealBytes(view, files) {

  const boxes = new Map();
  for (const image of view.drawn) {
    const box = boxes.get(image.url);
    if (!box || image.width * image.height > box.width * box.height) boxes.set(image.url, image);
  }
  let total = 0;
  for (const [url, box] of boxes) {
    const upload = uploadOf(url);
    const file = upload ? await files.get(upload) : null;
    total += file?.raster ? await idealAvifBytes(file.bytes, box, DRAWN, AVIF_QUALITY) : (view.bodies.get(url)?.length ?? 0);
  }
  return total;
}

/** Lighthouse mobile, its phone the bench's screen: performance and LCP, with `blocked` addresses failed. */
async function lighthouseRun(port, url, blocked) {
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: PHONE.viewport.width, height: PHONE.viewport.height, deviceScaleFactor: DPR, disabled: false },
    blockedUrlPatterns: blocked,
  };
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, flags);
    if (!lhr.runtimeError) return { performance: Math.round(lhr.categories.performance.score * 100), lcp: lhr.audits["largest-contentful-paint"].numericValue, benchmarkIndex: lhr.environment.benchmarkIndex };
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

async function measurePage(path, { site, browser, chromium, files }) {
  const url = `${site}${path}`;
  // The page's HTML rendered once into the page cache (what later visitors get); its images are still to be made.
  await (await fetch(url, { headers: { "user-agent": PHONE.userAgent } })).arrayBuffer();
  const first = await pageView(browser, url, { dpr: DPR, cookie: COOKIE });
  const served = new Set();
  const firstFigures = await imageFigures(first, site, files, served);
  const blocked = [...new Set([...imageAnswers(first).map((request) => request.url), `${site}/media/*`, `${site}/uploads/*`])];
  const runs = { views: [], lcp: [], lcpBare: [], lighthouse: [], lighthouseBare: [] };
  const withImages = async () => {
    const view = await pageView(browser, url, { dpr: DPR, cookie: COOKIE });
    runs.views.push({ ...(await imageFigures(view, site, files, served)), ideal: await idealBytes(view, files) });
    runs.lcp.push(view.lcp);
  };
  const bare = async () => runs.lcpBare.push((await pageView(browser, url, { dpr: DPR, cookie: COOKIE, images: false, full: false })).lcp);
  const lighthouseWith = async () => runs.lighthouse.push(await lighthouseRun(chromium.port, url, []));
  const lighthouseBare = async () => runs.lighthouseBare.push(await lighthouseRun(chromium.port, url, blocked));
  for (let run = 0; run < RUNS; run++) {
    for (const measure of [...inTurn(run, [withImages, bare]), ...inTurn(run, [lighthouseWith, lighthouseBare])]) await measure();
  }
  return { path, first: firstFigures, ...runs };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const usd = (value) => `$${value.toFixed(value < 1 ? 3 : 2)}`;

function report(pages) {
  const rows = [["page", "image bytes", "ideal", "× ideal", "heaviest photo", "originals", "LCP", "bare", "× bare", "LH perf", "bare", "Δ points"]];
  rows.push(["goal", "", "", `≤ ${GOALS.bytesRatio}`, `< ${GOALS.photoKb} KB`, "0", "", "", `≤ ${GOALS.lcpRatio}`, "", "", `≤ ${GOALS.points}`]);
  const costs = [["page", "transformations: first view", "later, again", "later, new", "refused", "per 1,000 views", ...KINDS.map((kind) => `${kind}/view`), "$ per million views"]];
  costs.push(["goal", "", "0", "", "", "", "", "", "", "", "", ""]);
  for (const page of pages) {
    const of = (key) => median(page.views.map((view) => view[key]));
    const bytes = of("bytes");
    const ideal = of("ideal");
    const heaviest = Math.max(...page.views.map((view) => view.heaviestPhoto));
    const reached = new Set(page.views.flatMap((view) => view.originalsReached)).size + page.first.originalsReached.length;
    const [lcp, bare] = [median(page.lcp), median(page.lcpBare)];
    const [perf, perfBare] = [median(page.lighthouse.map((run) => run.performance)), median(page.lighthouseBare.map((run) => run.performance))];
    rows.push([
      page.path,
      kb(bytes),
      kb(ideal),
      `${(bytes / ideal).toFixed(2)} ${mark(bytes / ideal <= GOALS.bytesRatio)}`,
      `${kb(heaviest)} ${mark(heaviest < GOALS.photoKb * 1024)}`,
      `${reached} ${mark(reached === 0)}`,
      ms(lcp),
      ms(bare),
      `${(lcp / bare).toFixed(2)} ${mark(lcp / bare <= GOALS.lcpRatio)}`,
      `${perf} (LCP ${ms(median(page.lighthouse.map((run) => run.lcp)))})`,
      `${perfBare} (LCP ${ms(median(page.lighthouseBare.map((run) => run.lcp)))})`,
      `${perfBare - perf} ${mark(perfBare - perf <= GOALS.points)}`,
    ]);
    // Later views: transformations of an image the edge had served whole before (the most in one view), and of images
    // served whole for the first time (one refused or lost before, or not asked before).
    const again = Math.max(...page.views.map((view) => view.repeated));
    const made = page.first.transformations + page.views.reduce((sum, view) => sum + view.transformations - view.repeated, 0);
    const refused = [page.first, ...page.views].flatMap((view) => view.refused);
    // 1,000 views of the page in one data centre: each image made once, then each later view's repeats; a million likewise.
    const perThousand = made + 999 * again;
    const perMillion = made + (1e6 - 1) * again;
    const invocations = Object.fromEntries(KINDS.map((kind) => [kind, median(page.views.map((view) => view.invocations[kind]))]));
    const perView = KINDS.reduce((sum, kind) => sum + invocations[kind], 0);
    costs.push([
      page.path,
      String(page.first.transformations),
      `${again} ${mark(again === 0)}`,
      String(made - page.first.transformations),
      refused.length ? refused.join(", ") : "0",
      String(perThousand),
      ...KINDS.map((kind) => String(invocations[kind])),
      `${usd(perView * 1e6 * USD_PER_REQUEST + perMillion * USD_PER_TRANSFORMATION)} (requests ${usd(perView * 1e6 * USD_PER_REQUEST)}, images ${usd(perMillion * USD_PER_TRANSFORMATION)})`,
    ]);
  }
  return { rows, costs };
}

export async function imagesFigures(site) {
  if (!site.cmsUrl) throw new Error("The images bench reads the originals from the CMS: set BENCH_CMS_URL beside BENCH_URL");
  const browser = await launchTabBrowser({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, userAgent: PHONE.userAgent });
  const chromium = await launchChromium();
  const files = originals(site.cmsUrl);
  const pages = [];
  try {
    for (const path of PAGES) pages.push(await measurePage(path, { site: site.url, browser, chromium, files }));
  } finally {
    await browser.close();
    await chromium.stop();
  }
  const benchmark = median(pages.flatMap((page) => [...page.lighthouse, ...page.lighthouseBare].map((run) => run.benchmarkIndex)));
  const { rows, costs } = report(pages);
  console.log(`Phone profile: ${PHONE.viewport.width} px at ${DPR} dots per pixel, touch, CPU 4× slower, 150 ms RTT, 1.6 Mbps down; each view a new visitor who`);
  console.log(`refused measurement earlier; medians of ${RUNS} views after the page's first one. "Bare": the same page, every image request failed (in`);
  console.log(`Lighthouse, the addresses of its images blocked). Ideal: each image drawn, cut by sharp to its box × ${DRAWN} (the site's density`);
  console.log(`for a screen of ${DPR}) as AVIF at quality ${AVIF_QUALITY}.`);
  console.log(`Lighthouse mobile (simulated 150 ms, 1.6 Mbps, 4× CPU), its screen set to the same phone; CPU benchmark index ${Math.round(benchmark)} (median; higher is faster).\n`);
  console.log(table(rows));
  console.log(`\nTransformations and Worker invocations per page view (kinds: the document, image answers, the field-data beacon, pages`);
  console.log(`fetched ahead; "other": anything else the worker answered). Later views: transformations of an image the edge had already served`);
  console.log(`whole ("again", the most in one view), and of one served whole for the first time ("new": refused or lost before). "Refused":`);
  console.log(`image answers that failed, by status. Per 1,000 views: each image made once, then each later view's repeats, in one data`);
  console.log(`centre (each data centre that serves the page makes its own once). Priced at $0.30 per million requests`);
  console.log(`and $0.50 per 1,000 transformations (Cloudflare, 28 November 2026, beyond the monthly included amounts).\n`);
  console.log(table(costs));
  console.log("\nRuns, in turn (LCP ms with images | bare; Lighthouse performance with images | bare):");
  for (const page of pages) {
    console.log(`${page.path}: ${runsList(page.lcp)} | ${runsList(page.lcpBare)}; ${runsList(page.lighthouse.map((run) => run.performance))} | ${runsList(page.lighthouseBare.map((run) => run.performance))}`);
  }
  const reached = pages.flatMap((page) => [...page.first.originalsReached, ...page.views.flatMap((view) => view.originalsReached)]);
  if (reached.length) console.log(`\nOriginal files that reached the browser: ${[...new Set(reached)].join(", ")}`);
}
