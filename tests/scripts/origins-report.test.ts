/** The attribution report's rules, called directly: period options, dataset lookup, answer reading, table cells. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { periodOf } from "../../scripts/analytics-engine/period";
import { datasetOf } from "../../scripts/analytics-engine/sql-api";
import { readAnswer } from "../../scripts/origins-report/query";
import { reportTable } from "../../scripts/origins-report/table";

describe("report period", () => {
  it("defaults to the last 7 days", () => {
    expect(periodOf([], "usage")).toEqual({ where: "timestamp > NOW() - INTERVAL '7' DAY", label: "last 7 days" });
  });

  it("takes a start alone (up to now) or a start and end with a time of day", () => {
    expect(periodOf(["--from=2026-05-01T08:30"], "usage")).toEqual({ where: "timestamp >= toDateTime('2026-05-01 08:30:00')", label: "since 2026-05-01 08:30 UTC" });
    expect(periodOf(["--from", "2026-05-01 08:30", "--to", "2026-05-01 18:00:30"], "usage").where).toBe(
      "timestamp >= toDateTime('2026-05-01 08:30:00') AND timestamp < toDateTime('2026-05-01 18:00:30')",
    );
  });

  it.each([
    [["--since", "0d"], "--since \"0d\" is not a duration"],
    [["--since", "7w"], "--since \"7w\" is not a duration"],
    [["--since", "7d' OR 1=1"], "is not a duration"],
    [["--from", "2026-02-30"], "--from \"2026-02-30\" is not a date"],
    [["--from", "2026-05-01T24:00"], "is not a date"],
    [["--from", "01/05/2026"], "is not a date"],
    [["--to", "2026-05-01"], "--to needs --from"],
    [["--since", "7d", "--from", "2026-05-01"], "not both"],
    [["--from", "2026-05-08", "--to", "2026-05-01"], "--to must come after --from"],
    [["--days", "7"], "Unknown option '--days'"],
    [["--since"], "argument missing"],
  ])("refuses %j", (argv, message) => {
    expect(() => periodOf(argv, "usage")).toThrow(message);
  });
});

describe("report dataset", () => {
  it("is the dataset wrangler.toml binds as ANALYTICS", () => {
    expect(datasetOf(readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8"), "ANALYTICS")).toBe("ecole_site_landings");
  });

  it("refuses a missing binding or a name that is not a plain SQL name", () => {
    expect(() => datasetOf('[[analytics_engine_datasets]]\nbinding = "OTHER"\ndataset = "x"\n', "ANALYTICS")).toThrow("binds no Analytics Engine dataset as ANALYTICS");
    expect(() => datasetOf('[[analytics_engine_datasets]]\nbinding = "ANALYTICS"\ndataset = "a; DROP"\n', "ANALYTICS")).toThrow("is not a plain SQL name");
  });
});

describe("report answer", () => {
  it("reads counts given as JSON strings (64-bit sums) or numbers", () => {
    const body = JSON.stringify({ data: [{ origin: "x", medium: "y", country: "FR", landings: "12", yes: "5" }, { origin: "z", medium: "y", country: "", landings: 3, yes: 0 }] });
    expect(readAnswer(body).map((row) => [row.landings, row.yes])).toEqual([[12, 5], [3, 0]]);
  });

  it("refuses counts that are not whole numbers", () => {
    expect(() => readAnswer(JSON.stringify({ data: [{ origin: "x", medium: "y", country: "FR", landings: "1e3", yes: 0 }] }))).toThrow("unexpected shape at data.0.landings");
    expect(() => readAnswer(JSON.stringify({ data: [{ origin: "x", medium: "y", country: "FR", landings: 2, yes: 0.5 }] }))).toThrow("unexpected shape at data.0.yes");
  });
});

describe("report table", () => {
  it("prints no terminal escape a visitor's URL could carry, and cuts very long origins", () => {
    const table = reportTable([{ origin: `bleu\u001b[2Jrouge${"x".repeat(60)}`, medium: "email", country: "FR", landings: 2, yes: 1 }], "last 7 days");
    expect(table).not.toContain("\u001b");
    expect(table).toContain(`bleu\uFFFD[2Jrouge${"x".repeat(26)}…  email`);
  });
});
