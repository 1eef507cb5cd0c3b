/**
 * The field-data beacon through the whole pipeline in workerd: a page view's Core Web Vitals, or an island's failure,
 * becomes one Analytics Engine data point (recorded by a fake binding) with where Cloudflare saw the request; a bad
 * or oversized beacon is a clear 4xx and writes nothing; the answer carries the security headers and no cookie.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VITALS_PATH } from "../../core/vitals";
import { app, executionContext } from "./app";

afterEach(() => vi.restoreAllMocks());

const PAGE_VIEW = {
  kind: "page-view",
  route: "formation",
  device: "phone",
  connection: "4g",
  navigation: "prerender",
  LCP: 1840.5,
  INP: 96,
  CLS: 0.02,
  TTFB: 210,
  lcpTarget: "main>section.hero>img",
  inpTarget: "button.chrome-cta",
};
const ISLAND_ERROR = { kind: "island-error", route: "home", device: "desktop", connection: "unknown", island: "popin", failure: "load" };
const LYON = { country: "FR", region: "Auvergne-Rhône-Alpes", colo: "LYS" };

interface Sent {
  body?: BodyInit;
  headers?: Record<string, string>;
  vars?: Record<string, unknown>;
  cf?: object;
}

/** Posts a beacon as sendBeacon does (text/plain, same origin); answers the response and the points written. */
async function send(beacon: unknown, { body = JSON.stringify(beacon), headers = {}, vars = {}, cf }: Sent = {}) {
  const points: AnalyticsEngineDataPoint[] = [];
  const bindings = { ...env, VITALS: { writeDataPoint: (point: AnalyticsEngineDataPoint) => points.push(point) }, ...vars };
  const init = { method: "POST", body, headers: { "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin", ...headers }, ...(cf ? { cf } : {}) };
  const res = await app.fetch(new Request(`http://localhost${VITALS_PATH}`, init as RequestInit), bindings, executionContext().ctx);
  return { res, points };
}

describe("field-data beacon", () => {
  it("writes one data point per page view: metrics, the element and interaction at fault, route, device, connection, country, region, data centre", async () => {
    const { res, points } = await send(PAGE_VIEW, { cf: LYON });
    expect(res.status).toBe(204);
    expect(points).toEqual([
      {
        indexes: ["formation"],
        blobs: ["page-view", "formation", "phone", "4g", "prerender", "FR", "Auvergne-Rhône-Alpes", "LYS", "main>section.hero>img", "button.chrome-cta", "", "", ""],
        doubles: [1840.5, 96, 0.02, 210, 1],
      },
    ]);
  });

  it("answers like any other answer of the site: security headers, not stored, no cookie", async () => {
    const { res } = await send(PAGE_VIEW);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.has("set-cookie")).toBe(false);
  });

  it("marks a metric the page view did not have as −1 (no interaction: no INP), and takes a JSON blob too", async () => {
    const { LCP: _lcp, INP: _inp, inpTarget: _target, ...noInteraction } = PAGE_VIEW;
    const { res, points } = await send(noInteraction, { headers: { "content-type": "application/json" } });
    expect(res.status).toBe(204);
    expect(points[0]?.doubles).toEqual([-1, -1, 0.02, 210, 1]);
    // Without cf data (local runs) country, region and data centre stay empty.
    expect(points[0]?.blobs?.slice(5, 8)).toEqual(["", "", ""]);
  });

  it("writes an island that failed, whatever the sampling rate", async () => {
    const { res, points } = await send(ISLAND_ERROR, { vars: { VITALS_SAMPLE_RATE: "0" }, cf: LYON });
    expect(res.status).toBe(204);
    expect(points).toEqual([{ indexes: ["home"], blobs: ["island-error", "home", "desktop", "unknown", "", "FR", "Auvergne-Rhône-Alpes", "LYS", "", "", "", "popin", "load"], doubles: [-1, -1, -1, -1, 1] }]);
  });

  it("samples page views at VITALS_SAMPLE_RATE, each written one standing for 1 / rate", async () => {
    expect((await send(PAGE_VIEW, { vars: { VITALS_SAMPLE_RATE: "0" } })).points).toEqual([]);
    vi.spyOn(Math, "random").mockReturnValue(0.1);
    expect((await send(PAGE_VIEW, { vars: { VITALS_SAMPLE_RATE: "0.25" } })).points[0]?.doubles?.[4]).toBe(4);
    vi.spyOn(Math, "random").mockReturnValue(0.3);
    const { res, points } = await send(PAGE_VIEW, { vars: { VITALS_SAMPLE_RATE: "0.25" } });
    expect(res.status).toBe(204);
    expect(points).toEqual([]);
  });

  it("cuts a long selector rather than refusing the page view", async () => {
    const { points } = await send({ ...PAGE_VIEW, lcpTarget: `main>${"div>".repeat(60)}img` });
    expect(points[0]?.blobs?.[8]).toHaveLength(100);
  });

  it("a failing Analytics Engine costs nothing but the point", async () => {
    const broken = { VITALS: { writeDataPoint: () => { throw new Error("quota"); } } };
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await send(PAGE_VIEW, { vars: broken })).res.status).toBe(204);
  });
});

describe("field-data beacon refused", () => {
  it.each([
    ["not JSON", 400, "the beacon is not JSON", { body: "LCP=1840" }],
    ["an address instead of a route name", 400, "the beacon's route is refused", { body: JSON.stringify({ ...PAGE_VIEW, route: "/formations/dcg" }) }],
    ["a field the contract does not have (an identifier)", 400, "the beacon's visitor is refused", { body: JSON.stringify({ ...PAGE_VIEW, visitor: "a1b2" }) }],
    ["a metric out of range", 400, "the beacon's CLS is refused", { body: JSON.stringify({ ...PAGE_VIEW, CLS: -1 }) }],
    ["an unknown kind", 400, "the beacon's kind is refused", { body: JSON.stringify({ ...PAGE_VIEW, kind: "click" }) }],
    ["over 2 KB", 413, "a beacon is at most 2048 bytes", { body: JSON.stringify({ ...PAGE_VIEW, lcpTarget: "x".repeat(3000) }) }],
    ["another content type", 415, "a beacon is sent as text/plain or application/json", { headers: { "content-type": "application/x-www-form-urlencoded" } }],
    ["from another site", 403, "beacons are taken from this site's pages only", { headers: { "sec-fetch-site": "cross-site" } }],
  ])("%s: a clear %i (%s), nothing written", async (_what, status, message, sent: Sent) => {
    const { res, points } = await send(PAGE_VIEW, sent);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const answer = (await res.json()) as { statusCode: number; errorText: string };
    expect(answer.statusCode).toBe(status);
    expect(answer.errorText).toContain(message);
    expect(points).toEqual([]);
  });

  it("cut off by its sender before its end (a tab closed while it was on the wire): 400, nothing written, no failure logged", async () => {
    const failures = vi.spyOn(console, "error").mockImplementation(() => {});
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"kind":"page-view",'));
        controller.error(new Error("Network connection lost."));
      },
    });
    const { res, points } = await send(PAGE_VIEW, { body, headers: { "content-length": "300" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(400);
    expect(points).toEqual([]);
    expect(failures).not.toHaveBeenCalled();
  });

  it("past the client's rate limit: 429 in JSON with Retry-After, nothing written", async () => {
    const { res, points } = await send(PAGE_VIEW, { vars: { VITALS_LIMITER: { limit: async () => ({ success: false }) } } });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(429);
    expect(points).toEqual([]);
  });
});
