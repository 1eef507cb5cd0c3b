/** The period of an Analytics Engine report, from its command-line options, as a SQL condition on `timestamp`. */
import { parseArgs } from "node:util";
import { ReportError } from "./errors";

export interface Period {
  /** SQL condition on the dataset's `timestamp` column, built only from validated values. */
  where: string;
  /** How the report names the period. */
  label: string;
}

/** How a report's period is given, after its command (`npm run report:origins --`). */
export const PERIOD_USAGE = "[--since 7d | --since 24h | --from 2026-05-01 [--to 2026-05-31]]";

const SINCE = /^([1-9]\d{0,3})([dh])$/;
const MOMENT = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?$/;

/** A UTC moment from `2026-05-01` or `2026-05-01T08:30`; a bare date read as an end is the end of that day. */
function moment(option: string, value: string, end: boolean): Date {
  const [, day, time] = MOMENT.exec(value) ?? [];
  const clock = time === undefined ? "00:00:00" : time.length === 5 ? `${time}:00` : time;
  const date = new Date(`${day}T${clock}Z`);
  // the round trip refuses what Date would silently move (2026-02-30 → 2026-03-02, 24:00)
  if (!day || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== `${day}T${clock}`) {
    throw new ReportError(`${option} ${JSON.stringify(value)} is not a date: write 2026-05-01 or 2026-05-01T08:30 (UTC)`);
  }
  if (end && time === undefined) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** `2026-05-01 08:30:00`, the literal toDateTime reads (UTC, the SQL API's time zone). */
const sqlTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");
const shown = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

/** Reads `--since Nd|Nh` or `--from … [--to …]`; the default is the last 7 days. `usage` is the report's own line. */
export function periodOf(argv: string[], usage: string): Period {
  let values: { since?: string | undefined; from?: string | undefined; to?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { since: { type: "string" }, from: { type: "string" }, to: { type: "string" } }, strict: true }));
  } catch (error) {
    throw new ReportError(`${(error as Error).message}\n${usage}`);
  }
  if (values.since !== undefined && (values.from !== undefined || values.to !== undefined)) throw new ReportError(`--since or --from/--to, not both\n${usage}`);
  if (values.to !== undefined && values.from === undefined) throw new ReportError(`--to needs --from\n${usage}`);
  if (values.from === undefined) return since(values.since ?? "7d", usage);

  const from = moment("--from", values.from, false);
  if (values.to === undefined) return { where: `timestamp >= toDateTime('${sqlTime(from)}')`, label: `since ${shown(from)} UTC` };
  const to = moment("--to", values.to, true);
  if (to <= from) throw new ReportError(`--to must come after --from`);
  return {
    where: `timestamp >= toDateTime('${sqlTime(from)}') AND timestamp < toDateTime('${sqlTime(to)}')`,
    label: `from ${shown(from)} to ${shown(to)} UTC`,
  };
}

function since(value: string, usage: string): Period {
  const parts = SINCE.exec(value);
  if (!parts) throw new ReportError(`--since ${JSON.stringify(value)} is not a duration: write 7d (days) or 24h (hours)\n${usage}`);
  const [, count, unit] = parts;
  const [sqlUnit, word] = unit === "d" ? ["DAY", "day"] : ["HOUR", "hour"];
  return { where: `timestamp > NOW() - INTERVAL '${count}' ${sqlUnit}`, label: `last ${count} ${word}${count === "1" ? "" : "s"}` };
}
