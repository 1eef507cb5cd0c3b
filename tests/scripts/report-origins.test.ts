/**
 * `npm run report:origins` as a marketer runs it, against the SQL API's recorded answers served on 127.0.0.1:
 * the query it sends (period, grouping, sample weighting), the table it prints, and its errors.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT, closedPort, fixture, reportFails, runReport, sqlApiStub, TOKEN, type Answer } from "./sql-api-stub";

const stub = sqlApiStub(() => {
  const answer: Answer = { status: 200, type: "application/json", body: fixture("landings-by-origin.json") };
  return () => answer;
});
/** Every query gets this answer (changed by a test, reset before the next). */
const answerAll = (answer: Answer) => (stub.answer = () => answer);
const report = (args: string[] = [], env?: Record<string, string>) => runReport("origins", stub.api, args, env);

const sqlFor = (where: string) =>
  [
    "SELECT blob1 AS origin, blob2 AS medium, blob4 AS country, SUM(_sample_interval * double1) AS landings, SUM(_sample_interval * double2) AS yes",
    "FROM ecole_site_landings",
    `WHERE ${where}`,
    "GROUP BY origin, medium, country",
    "ORDER BY landings DESC, origin, medium, country",
    "FORMAT JSON",
  ].join("\n");

describe("npm run report:origins", { timeout: 60_000 }, () => {
  it("asks the account's SQL endpoint for the last 7 days, weighted by sample interval, and prints landings and yeses by origin and country", async () => {
    const { code, stdout, stderr } = await report();
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stub.received).toEqual([
      {
        method: "POST",
        path: `/client/v4/accounts/${ACCOUNT}/analytics_engine/sql`,
        authorization: `Bearer ${TOKEN}`,
        sql: sqlFor("timestamp > NOW() - INTERVAL '7' DAY"),
      },
    ]);
    expect(stdout).toBe(
      [
        "Landings by origin, medium and country, and how many had a yes to advertising, last 7 days (weighted by sample interval)",
        "",
        "origin              medium    country  landings   yes  share",
        "------------------  --------  -------  --------  ----  -----",
        "ORGANIC_google      organic   FR           1842   903    49%",
        "DIRECT              direct    FR           1377   702    51%",
        "SEARCH_google       cpc       FR            612   355    58%",
        "newsletter-rentree  email     FR            288   161    56%",
        "ORGANIC_bing        organic   FR            141    62    44%",
        "facebook            social    FR             96    38    40%",
        "ORGANIC_google      organic   BE             74    41    55%",
        "REFERRAL_onisep.fr  referral  FR             63    29    46%",
        "DIRECT              direct    MA             41    12    29%",
        "facebook            social    RE             18     7    39%",
        "ORGANIC_qwant       organic   CH              9     5    56%",
        "DIRECT              direct    —               3     0     0%",
        "salon-etudiant      event     FR              0     1      —",
        "------------------  --------  -------  --------  ----  -----",
        "total                                      4564  2316    51%",
        "",
      ].join("\n"),
    );
  });

  it("reads --since in hours or days and --from/--to as UTC dates, the end date included", async () => {
    expect((await report(["--since", "24h"])).stdout).toContain("last 24 hours");
    expect((await report(["--from", "2026-05-01", "--to", "2026-05-07"])).stdout).toContain("from 2026-05-01 00:00 to 2026-05-08 00:00 UTC");
    expect(stub.received.map((r) => r.sql)).toEqual([
      sqlFor("timestamp > NOW() - INTERVAL '24' HOUR"),
      sqlFor("timestamp >= toDateTime('2026-05-01 00:00:00') AND timestamp < toDateTime('2026-05-08 00:00:00')"),
    ]);
  });

  it("says when the period has no landing", async () => {
    answerAll({ status: 200, type: "application/json", body: JSON.stringify({ meta: JSON.parse(fixture("landings-by-origin.json")).meta, data: [], rows: 0 }) });
    const { code, stdout } = await report(["--since", "1d"]);
    expect(code).toBe(0);
    expect(stdout).toBe("Landings by origin, medium and country, and how many had a yes to advertising, last 1 day (weighted by sample interval)\n\nNo landing recorded in this period.\n");
  });
});

describe("npm run report:origins when something is wrong", { timeout: 60_000 }, () => {
  const fails = (args: string[], env?: Record<string, string>) => reportFails("origins", stub.api, args, env);

  it("without a token or an account id, asks for them and calls nothing", async () => {
    expect(await fails([], { CLOUDFLARE_ACCOUNT_ID: ACCOUNT })).toContain("CLOUDFLARE_API_TOKEN is not set");
    expect(await fails([], { CLOUDFLARE_API_TOKEN: TOKEN })).toContain("CLOUDFLARE_ACCOUNT_ID is not set");
    expect(await fails([], { CLOUDFLARE_API_TOKEN: TOKEN, CLOUDFLARE_ACCOUNT_ID: "../../zones" })).toContain("is not an account id");
    expect(stub.received).toEqual([]);
  });

  it("refuses a period it cannot read, before any call", async () => {
    expect(await fails(["--since", "7 days"])).toContain('--since "7 days" is not a duration');
    expect(stub.received).toEqual([]);
  });

  it("reports an HTTP error with the API's own message", async () => {
    answerAll({ status: 403, type: "application/json", body: fixture("refused-token.json") });
    expect(await fails([])).toBe("report:origins: the SQL API answered 403 Forbidden: Authentication error (code 10000)\n");
    answerAll({ status: 422, type: "text/plain", body: "Input was invalid: unknown table ecole_site_landings\n" });
    expect(await fails([])).toBe("report:origins: the SQL API answered 422 Unprocessable Entity: Input was invalid: unknown table ecole_site_landings\n");
  });

  it("reports an API error answer and an answer of the wrong shape, never a half table", async () => {
    answerAll({ status: 200, type: "application/json", body: fixture("refused-token.json") });
    expect(await fails([])).toBe("report:origins: the SQL API refused the query: Authentication error (code 10000)\n");
    answerAll({ status: 200, type: "text/plain", body: "Code: 62. DB::Exception: Syntax error" });
    expect(await fails([])).toBe("report:origins: the SQL API answered something other than JSON: Code: 62. DB::Exception: Syntax error\n");
    answerAll({ status: 200, type: "application/json", body: JSON.stringify({ data: [{ origin: "DIRECT", medium: "direct", country: "FR" }] }) });
    expect(await fails([])).toContain("unexpected shape at data.0.landings");
    // an answer from before the yes was counted (a query that did not ask for it) is no table either
    answerAll({ status: 200, type: "application/json", body: JSON.stringify({ data: [{ origin: "DIRECT", medium: "direct", country: "FR", landings: "3" }] }) });
    expect(await fails([])).toContain("unexpected shape at data.0.yes");
  });

  it("reports an API it cannot reach", async () => {
    const closed = await closedPort();
    const stderr = await fails([], { CLOUDFLARE_ACCOUNT_ID: ACCOUNT, CLOUDFLARE_API_TOKEN: TOKEN, CLOUDFLARE_API_BASE_URL: `http://127.0.0.1:${closed}` });
    expect(stderr).toContain(`could not reach http://127.0.0.1:${closed}/accounts/${ACCOUNT}/analytics_engine/sql: connect ECONNREFUSED`);
  });
});
