// One page view on the phone for the images bench, held through its tab (bench/tab-browser.mjs, so that pages
// fetched ahead are fetched as in a visitor's browser), each in a fresh browser context (no cache): its LCP, every
// request it made (its own and those of the pages the browser fetched or rendered ahead), what each image answer
// weighed and said in Server-Timing, the images it drew and how large, and its field-data beacon, sent as it is left.
import { NETWORK, PHONE } from "./phone.mjs";
import { openTab } from "./tab-browser.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Installed before the page's own scripts: the page's largest contentful paint so far. */
function lcpMark() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** The images the page drew: the file shown, and the box it is drawn in, in CSS pixels. */
const drawnImages = () =>
  [...document.images]
    .filter((image) => image.complete && image.naturalWidth > 0)
    .map((image) => ({ url: image.currentSrc, width: image.getBoundingClientRect().width, height: image.getBoundingClientRect().height }))
    .filter((image) => image.width > 0 && image.height > 0);

/** Scrolls to the end of the page a screen at a time, so that every lazy image is asked for. */
async function scrollThrough(tab) {
  for (let y = 0; y < (await tab.evaluate("document.documentElement.scrollHeight")); y += 0.8 * PHONE.viewport.height) {
    await tab.evaluate(`scrollTo({ top: ${y}, behavior: "instant" })`);
    await sleep(250);
  }
}

const header = (headers, name) => Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * A page view of `url`: { lcp, requests, drawn, bodies }. Options: dpr (device pixels per CSS pixel), images (false:
 * every image request fails, the page drawn without them), cookie ({ name, value }: a visitor's stored answer), full
 * (scroll to the end, wait for the pages fetched ahead for `aheadMs` after load, then leave for the beacon; without
 * it, only the LCP is read).
 */
export async function pageView(browser, url, { dpr, images = true, cookie, full = true, aheadMs = 12_000 }) {
  const requests = new Map(); // requestId → { url, method, type, purpose, shown, status, headers, mime, cached, failed, session }
  const inFlight = new Set();
  const setup = (send) => {
    send("Page.enable");
    send("Network.enable");
    send("Network.emulateNetworkConditions", NETWORK);
    send("Emulation.setCPUThrottlingRate", { rate: 4 });
    send("Emulation.setDeviceMetricsOverride", { width: PHONE.viewport.width, height: PHONE.viewport.height, deviceScaleFactor: dpr, mobile: true });
    send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
    send("Page.addScriptToEvaluateOnNewDocument", { source: `(${lcpMark})()` });
    if (cookie) send("Network.setCookie", { ...cookie, url });
    // The page without its images: each image request fails before it leaves, as a blocked one does.
    if (!images) send("Fetch.enable", { patterns: [{ urlPattern: "*", resourceType: "Image", requestStage: "Request" }] });
  };
  const tab = await openTab(browser, setup, (message, shown) => {
    const { method, params, sessionId } = message;
    if (method === "Fetch.requestPaused") {
      browser.send("Fetch.failRequest", { requestId: params.requestId, errorReason: "BlockedByClient" }, sessionId).catch(() => {});
      return;
    }
    if (method === "Network.requestWillBeSent") {
      const { request, type, requestId } = params;
      requests.set(requestId, { url: request.url, method: request.method, type, purpose: header(request.headers, "sec-purpose") ?? "", shown, session: sessionId });
      if (shown) inFlight.add(requestId);
      return;
    }
    const request = requests.get(params?.requestId);
    if (!request) return;
    if (method === "Network.responseReceived") {
      const { response } = params;
      // Answered by the browser's cache or a response fetched ahead: no request reached the site. (An answer through the
      // offline worker did: it asks the network for anything but its precached static files.)
      // A prefetch's own answer is said to come from the prefetch cache, where it goes.
      const fetchedAhead = response.fromPrefetchCache && request.type !== "Prefetch";
      Object.assign(request, { status: response.status, headers: response.headers, mime: response.mimeType, cached: response.fromDiskCache || fetchedAhead });
    } else if (method === "Network.requestServedFromCache") request.cached = true;
    else if (method === "Network.loadingFinished") inFlight.delete(params.requestId);
    else if (method === "Network.loadingFailed") {
      request.failed = true;
      inFlight.delete(params.requestId);
    }
  });
  const quiet = async (limitMs = 30_000) => {
    for (let calm = 0, waited = 0; calm < 800 && waited < limitMs; waited += 100) {
      await sleep(100);
      calm = inFlight.size ? 0 : calm + 100;
    }
  };
  try {
    await tab.send("Page.navigate", { url });
    for (const started = Date.now(); (await tab.evaluate("document.readyState").catch(() => "")) !== "complete"; ) {
      if (Date.now() - started > 60_000) throw new Error(`${url} did not finish loading within 60 s`);
      await sleep(100);
    }
    const loadedAt = Date.now();
    await quiet();
    // Read before any scroll: a scroll draws new candidates.
    const lcp = await tab.evaluate("window.__lcp");
    if (!full) return { lcp, requests: [...requests.values()], drawn: [], bodies: new Map() };
    await scrollThrough(tab);
    await quiet();
    const drawn = await tab.evaluate(`(${drawnImages})()`);
    // The image answers' bodies, while the page still holds them: their bytes, and is any the original file?
    const bodies = new Map();
    for (const [requestId, request] of requests) {
      if (request.type !== "Image" || !request.shown || request.failed || request.cached) continue;
      const body = await browser.send("Network.getResponseBody", { requestId }, request.session).catch(() => null);
      if (body) bodies.set(request.url, Buffer.from(body.body, body.base64Encoded ? "base64" : "utf8"));
    }
    await sleep(Math.max(0, aheadMs - (Date.now() - loadedAt)));
    // Left: the page is told it is hidden, as when the visitor leaves, and its field data leaves as a beacon (one sent
    // while the page unloads is not in its network log).
    await tab.evaluate(`dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }))`);
    await sleep(1500);
    return { lcp, requests: [...requests.values()], drawn, bodies };
  } finally {
    await tab.close();
  }
}

export { header };
