/**
 * The Analytics Engine SQL API as the reports ask it (`npm run report:origins`, `report:vitals`): credentials from the
 * shell, the dataset from wrangler.toml, the query sent, the answer read back into rows or a one-line error.
 */
import { readFileSync } from "node:fs";
import * as v from "valibot";
import { ReportError } from "./errors";
import { PERIOD_USAGE, periodOf, type Period } from "./period";

const DEFAULT_API = "https://api.cloudflare.com/client/v4";
const TIMEOUT_MS = 30_000;
const ACCOUNT_ID = /^[0-9a-f]{32}$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type Env = Record<string, string | undefined>;

function credentials(env: Env) {
  const token = env.CLOUDFLARE_API_TOKEN?.trim();
  const account = env.CLOUDFLARE_ACCOUNT_ID?.trim();
  if (!token) throw new ReportError("CLOUDFLARE_API_TOKEN is not set: give it an API token with the Account Analytics Read permission");
  if (!account) throw new ReportError("CLOUDFLARE_ACCOUNT_ID is not set: the 32-character account id shown in the Cloudflare dashboard");
  if (!ACCOUNT_ID.test(account)) throw new ReportError(`CLOUDFLARE_ACCOUNT_ID ${JSON.stringify(account)} is not an account id (32 hexadecimal characters)`);
  return { token, account };
}

/** The dataset bound as `binding` in wrangler.toml: the name the worker writes to is the table the report reads. */
export function datasetOf(wranglerToml: string, binding: string): string {
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

/** 64-bit sums come as JSON strings (ClickHouse quotes them so JavaScript keeps every digit); accept both. */
export const Count = v.pipe(v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));

/** Cloudflare's API envelope, as answered for refused requests (bad token, unknown account). */
const ApiFailure = v.object({ errors: v.array(v.object({ code: v.optional(v.number()), message: v.string() })) });

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
export function readRows<TRow>(body: string, Row: v.GenericSchema<unknown, TRow>): TRow[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ReportError(`the SQL API answered something other than JSON: ${failureMessage(body)}`);
  }
  const parsed = v.safeParse(v.object({ data: v.array(Row) }), json);
  if (parsed.success) return parsed.output.data;
  if (v.safeParse(ApiFailure, json).success) throw new ReportError(`the SQL API refused the query: ${failureMessage(body)}`);
  const issue = parsed.issues[0];
  throw new ReportError(`the SQL API's answer has an unexpected shape at ${v.getDotPath(issue) ?? "its top level"}: ${issue.message}`);
}

async function post(url: string, token: string, sql: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" }, body: sql, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const { name, message, cause } = error as Error;
    const why = name === "TimeoutError" ? `no answer within ${TIMEOUT_MS / 1000} s` : cause instanceof Error ? cause.message : message;
    throw new ReportError(`could not reach ${url}: ${why}`);
  }
  const body = await response.text();
  if (!response.ok) {
    const status = [response.status, response.statusText].filter(Boolean).join(" ");
    throw new ReportError(`the SQL API answered ${status}: ${failureMessage(body)}`);
  }
  return body;
}

/** What a report gets: its period, its dataset, and a way to send one SQL query and have its answer's text. */
export interface ReportRun {
  period: Period;
  dataset: string;
  ask: (sql: string) => Promise<string>;
}

/**
 * Runs a report (`name` as its messages say it): reads the period and credentials, then prints what `report` makes of
 * its queries. Exit code 0 when a table (even an empty one) was printed; 1 with one line on stderr otherwise.
 */
export async function runReport(name: string, binding: string, argv: string[], env: Env, report: (run: ReportRun) => Promise<string>): Promise<number> {
  const usage = `usage: npm run ${name} -- ${PERIOD_USAGE}`;
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  try {
    const period = periodOf(argv, usage);
    const { token, account } = credentials(env);
    const dataset = datasetOf(readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8"), binding);
    const api = (env.CLOUDFLARE_API_BASE_URL?.trim() || DEFAULT_API).replace(/\/+$/, "");
    const url = `${api}/accounts/${account}/analytics_engine/sql`;
    process.stdout.write(await report({ period, dataset, ask: (sql) => post(url, token, sql) }));
    return 0;
  } catch (error) {
    if (!(error instanceof ReportError)) throw error;
    process.stderr.write(`${name}: ${error.message}\n`);
    return 1;
  }
}
