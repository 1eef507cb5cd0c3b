/** The attribution query: its SQL from the one landing layout, and the SQL API's answer read back into rows. */
import * as v from "valibot";
import { LANDING_DOUBLES, landingColumn } from "../../core/landing";
import type { Period } from "../analytics-engine/period";
import { Count, readRows } from "../analytics-engine/sql-api";

/** The columns the report groups by, in the order it prints them. */
export const REPORT_FIELDS = ["origin", "medium", "country"] as const;

/**
 * Landings and yeses to advertising per origin, medium and country. Each stored row may stand for several points when
 * Analytics Engine samples, so each count is weighted by the row's `_sample_interval`, never one each.
 */
export function landingsSql(dataset: string, period: Period): string {
  const columns = REPORT_FIELDS.map((field) => `${landingColumn(field)} AS ${field}`).join(", ");
  const counts = LANDING_DOUBLES.map((count) => `SUM(_sample_interval * ${landingColumn(count)}) AS ${count}`).join(", ");
  return [
    `SELECT ${columns}, ${counts}`,
    `FROM ${dataset}`,
    `WHERE ${period.where}`,
    `GROUP BY ${REPORT_FIELDS.join(", ")}`,
    `ORDER BY landings DESC, ${REPORT_FIELDS.join(", ")}`,
    "FORMAT JSON",
  ].join("\n");
}

const LandingRow = v.object({ origin: v.string(), medium: v.string(), country: v.string(), landings: Count, yes: Count });

export type LandingRow = v.InferOutput<typeof LandingRow>;

/** The rows of a successful answer; anything else is a clear error, never a half-printed table. */
export const readAnswer = (body: string): LandingRow[] => readRows(body, LandingRow);
