/**
 * `npm run report:vitals` as the team runs it, against the SQL API's recorded answers served on 127.0.0.1: the
 * queries it sends (page views only, a metric's missing values left out, both samplings weighed), the tables it
 * prints with the Core Web Vitals thresholds marked, and its errors.
 */
import { describe, expect, it } from "vitest";
import { closedPort, fixture, reportFails, runReport, sqlApiStub, type Answer } from "./sql-api-stub";

const json = (name: string): Answer => ({ status: 200, type: "application/json", body: fixture(name) });

/** The recorded answer of each query, told apart by what it selects. */
function recorded(sql: string): Answer {
  if (sql.includes("island-error")) return json("vitals-islands.json");
  if (sql.includes("AS views")) return json("vitals-views.json");
  const metric = ["lcp", "inp", "cls", "ttfb"][Number(/AND double(\d) >= 0/.exec(sql)?.[1]) - 1];
  return metric ? json(`vitals-${metric}.json`) : { status: 422, type: "text/plain", body: "no recorded answer" };
}

const stub = sqlApiStub(() => recorded);
const report = (args: string[] = [], env?: Record<string, string>) => runReport("vitals", stub.api, args, env);

const GROUPS = "blob2 AS route, blob3 AS device, blob6 AS country, blob7 AS region";
const WEEK = "timestamp > NOW() - INTERVAL '7' DAY";

describe("npm run report:vitals", { timeout: 60_000 }, () => {
  it("asks for page views and each metric's p75 by route, device and region, weighted by both samplings", async () => {
    const { code, stderr } = await report();
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stub.received.map((r) => r.sql)).toEqual([
      [`SELECT ${GROUPS}, SUM(_sample_interval * double5) AS views`, "FROM ecole_site_vitals", `WHERE ${WEEK} AND blob1 = 'page-view'`, "GROUP BY route, device, country, region", "ORDER BY route, device, country, region", "FORMAT JSON"].join("\n"),
      ...[1, 2, 3, 4].map((n) =>
        [
          `SELECT ${GROUPS}, quantileExactWeighted(0.75)(double${n}, _sample_interval) AS p75, SUM(_sample_interval * double5) AS measured`,
          "FROM ecole_site_vitals",
          `WHERE ${WEEK} AND blob1 = 'page-view' AND double${n} >= 0`,
          "GROUP BY route, device, country, region",
          "ORDER BY route, device, country, region",
          "FORMAT JSON",
        ].join("\n"),
      ),
      [
        "SELECT blob2 AS route, blob12 AS island, blob13 AS failure, SUM(_sample_interval) AS failures",
        "FROM ecole_site_vitals",
        `WHERE ${WEEK} AND blob1 = 'island-error'`,
        "GROUP BY route, island, failure",
        "ORDER BY failures DESC, route, island, failure",
        "FORMAT JSON",
      ].join("\n"),
    ]);
  });

  it("prints p75 with counts, most viewed first, each marked good, needs improvement or poor; then the islands that failed", async () => {
    const { stdout } = await report();
    expect(stdout).toBe(
      [
        "Core Web Vitals of real page views by route, device and region, last 7 days: 75th percentile (page views measured)",
        "",
        "route      device   region                   views  LCP p75          INP p75         CLS p75        TTFB p75",
        "---------  -------  -----------------------  -----  ---------------  --------------  -------------  ---------------",
        "home       phone    FR Île-de-France          1204  2.14 s ✓ (1190)  88 ms ✓ (611)   0.02 ✓ (1204)  180 ms ✓ (1204)",
        "formation  phone    FR Auvergne-Rhône-Alpes    873  2.71 s ~ (866)   236 ms ~ (402)  0.14 ~ (873)   420 ms ✓ (873)",
        "formation  desktop  FR Île-de-France           402  1.18 s ✓ (401)   48 ms ✓ (175)   0.00 ✓ (402)   95 ms ✓ (402)",
        "campus     phone    BE Brussels Capital         57  4.42 s ✗ (57)    612 ms ✗ (21)   0.31 ✗ (57)    1.90 s ✗ (57)",
        "home       tablet   —                            3  —                —               0.05 ✓ (3)     310 ms ✓ (3)",
        "total                                         2539",
        "",
        "✓ good, ~ needs improvement, ✗ poor (web.dev thresholds: LCP 2.50 s / 4.00 s, INP 200 ms / 500 ms, CLS 0.10 / 0.25, TTFB 800 ms / 1.80 s)",
        "",
        "Islands that failed (load: the chunk did not arrive; throw: the component failed)",
        "",
        "route      island  failure  failures",
        "---------  ------  -------  --------",
        "formation  popin   load           14",
        "home       header  throw           2",
        "",
      ].join("\n"),
    );
  });

  it("reads --since and --from/--to like report:origins, and says when the period has no page view", async () => {
    const empty = (name: string): Answer => ({ status: 200, type: "application/json", body: JSON.stringify({ meta: JSON.parse(fixture(name)).meta, data: [], rows: 0 }) });
    stub.answer = (sql) => (sql.includes("island-error") ? empty("vitals-islands.json") : sql.includes("AS views") ? empty("vitals-views.json") : empty("vitals-lcp.json"));
    const { code, stdout } = await report(["--from", "2026-05-01", "--to", "2026-05-07"]);
    expect(code).toBe(0);
    expect(stub.received[0]?.sql).toContain("WHERE timestamp >= toDateTime('2026-05-01 00:00:00') AND timestamp < toDateTime('2026-05-08 00:00:00') AND blob1 = 'page-view'");
    expect(stdout).toContain("from 2026-05-01 00:00 to 2026-05-08 00:00 UTC");
    expect(stdout).toContain("No page view recorded in this period.");
    expect(stdout).toContain("None in this period.");
  });
});

describe("npm run report:vitals when something is wrong", { timeout: 60_000 }, () => {
  const fails = (args: string[], env?: Record<string, string>) => reportFails("vitals", stub.api, args, env);

  it("refuses a bad period or missing credentials before any call", async () => {
    expect(await fails(["--since", "a week"])).toContain('--since "a week" is not a duration');
    expect(await fails([], { CLOUDFLARE_ACCOUNT_ID: "023e105f4ecef8ad9ca31a8372d0c353" })).toContain("CLOUDFLARE_API_TOKEN is not set");
    expect(stub.received).toEqual([]);
  });

  it("names the API's refusal and an answer of the wrong shape, never a half table", async () => {
    stub.answer = () => ({ status: 403, type: "application/json", body: fixture("refused-token.json") });
    expect(await fails([])).toBe("report:vitals: the SQL API answered 403 Forbidden: Authentication error (code 10000)\n");
    stub.answer = (sql) => (sql.includes("double2 >= 0") ? { status: 200, type: "application/json", body: JSON.stringify({ data: [{ route: "home", device: "phone", country: "FR", region: "", p75: "fast", measured: 3 }] }) } : recorded(sql));
    expect(await fails([])).toContain("unexpected shape at data.0.p75");
  });

  it("reports an API it cannot reach", async () => {
    const closed = await closedPort();
    expect(await fails([], { CLOUDFLARE_ACCOUNT_ID: "023e105f4ecef8ad9ca31a8372d0c353", CLOUDFLARE_API_TOKEN: "t", CLOUDFLARE_API_BASE_URL: `http://127.0.0.1:${closed}` })).toContain("connect ECONNREFUSED");
  });
});
