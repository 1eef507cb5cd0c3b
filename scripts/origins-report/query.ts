/** The attribution query: its SQL from the one landing layout, and the SQL API's answer read back into rows. */
import * as v from "valibot";
import { landingColumn } from "../../core/landing";
import { ReportError } from "./errors";
import type { Period } from "./period";

/** The columns the report groups by, in the order it prints them. */
export const REPORT_FIELDS = ["origin", "medium", "country"] as const;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The dataset bound as `binding` in wrangler.toml: the name the worker writes to is the table the report reads. */
export function datasetOf(wranglerToml: string, binding = "ANALYTICS"): string {
  for (const block of wranglerToml.split(/^\s*\[\[analytics_engine_datasets\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\s*\[/m)[0] ?? "";
    const value = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, "m").exec(body)?.[1];
    const dataset = value("dataset");
    if (value("binding") !== binding) continue;
    if (!dataset || !IDENTIFIER.test(dataset)) throw new ReportError(`wrangler.toml: the ${binding} dataset name ${JSON.stringify(dataset ?? "")} is not a plain SQL name`);
    return dataset;
  }
  throw new ReportError(`wrangler.toml binds no Analytics Engine dataset as ${binding}`);
}

/**
 * Landings per origin, medium and country. Each stored row may stand for several landings when Analytics
 * Engine samples, so rows are counted by their `_sample_interval`, never one each.
 */
export function landingsSql(dataset: string, period: Period): string {
  const columns = REPORT_FIELDS.map((field) => `${landingColumn(field)} AS ${field}`).join(", ");
  return [
    `SELECT ${columns}, SUM(_sample_interval) AS landings`,
    `FROM ${dataset}`,
    `WHERE ${period.where}`,
    `GROUP BY ${REPORT_FIELDS.join(", ")}`,
    `ORDER BY landings DESC, ${REPORT_FIELDS.join(", ")}`,
    "FORMAT JSON",
  ].join("\n");
}

/** 64-bit sums come as JSON strings (ClickHouse quotes them so JavaScript keeps every digit); accept both. */
const Count = v.pipe(v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));

const LandingRow = v.object({ origin: v.string(), medium: v.string(), country: v.string(), landings: Count });
const Answer = v.object({ data: v.array(LandingRow) });
/** Cloudflare's API envelope, as answered for refused requests (bad token, unknown account). */
const ApiFailure = v.object({ errors: v.array(v.object({ code: v.optional(v.number()), message: v.string() })) });

export type LandingRow = v.InferOutput<typeof LandingRow>;

/** The messages of an API failure envelope, or the start of a plain-text answer. */
export function failureMessage(body: string): string {
  try {
    const failure = v.safeParse(ApiFailure, JSON.parse(body));
    if (failure.success && failure.output.errors.length) {
      return failure.output.errors.map((e) => (e.code === undefined ? e.message : `${e.message} (code ${e.code})`)).join("; ");
    }
  } catch {
    // not JSON: the SQL engine answers its errors as text
  }
  const line = body.trim().replace(/\s+/g, " ");
  return line ? line.slice(0, 300) : "(empty answer)";
}

/** The rows of a successful answer; anything else is a clear error, never a half-printed table. */
export function readAnswer(body: string): LandingRow[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ReportError(`the SQL API answered something other than JSON: ${failureMessage(body)}`);
  }
  const parsed = v.safeParse(Answer, json);
  if (parsed.success) return parsed.output.data;
  const failure = v.safeParse(ApiFailure, json);
  if (failure.success) throw new ReportError(`the SQL API refused the query: ${failureMessage(body)}`);
  const issue = parsed.issues[0];
  throw new ReportError(`the SQL API's answer has an unexpected shape at ${v.getDotPath(issue) ?? "its top level"}: ${issue.message}`);
}
