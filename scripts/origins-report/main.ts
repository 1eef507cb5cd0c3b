/** `npm run report:origins`: asks the Analytics Engine SQL API for the period's landings and prints them by origin, medium and country. */
import { readFileSync } from "node:fs";
import { ReportError } from "./errors";
import { USAGE, periodOf } from "./period";
import { datasetOf, failureMessage, landingsSql, readAnswer } from "./query";
import { reportTable } from "./table";

const DEFAULT_API = "https://api.cloudflare.com/client/v4";
const TIMEOUT_MS = 30_000;
const ACCOUNT_ID = /^[0-9a-f]{32}$/;

type Env = Record<string, string | undefined>;

function credentials(env: Env) {
  const token = env.CLOUDFLARE_API_TOKEN?.trim();
  const account = env.CLOUDFLARE_ACCOUNT_ID?.trim();
  if (!token) throw new ReportError("CLOUDFLARE_API_TOKEN is not set: give it an API token with the Account Analytics Read permission");
  if (!account) throw new ReportError("CLOUDFLARE_ACCOUNT_ID is not set: the 32-character account id shown in the Cloudflare dashboard");
  if (!ACCOUNT_ID.test(account)) throw new ReportError(`CLOUDFLARE_ACCOUNT_ID ${JSON.stringify(account)} is not an account id (32 hexadecimal characters)`);
  return { token, account };
}

async function query(url: string, token: string, sql: string): Promise<string> {
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

/** Runs the report; the exit code it returns is 0 when a table (even an empty one) was printed. */
export async function main(argv: string[], env: Env): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const period = periodOf(argv);
    const { token, account } = credentials(env);
    const dataset = datasetOf(readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8"));
    const api = (env.CLOUDFLARE_API_BASE_URL?.trim() || DEFAULT_API).replace(/\/+$/, "");
    const body = await query(`${api}/accounts/${account}/analytics_engine/sql`, token, landingsSql(dataset, period));
    process.stdout.write(reportTable(readAnswer(body), period.label));
    return 0;
  } catch (error) {
    if (!(error instanceof ReportError)) throw error;
    process.stderr.write(`report:origins: ${error.message}\n`);
    return 1;
  }
}
