/**
 * The field-data queries, from the one data-point layout (core/vitals.ts): page views and each metric's 75th
 * percentile by route, device class and region, and the islands that failed. A metric a page view did not have is
 * stored as −1 and left out of its percentile.
 */
import * as v from "valibot";
import { METRICS, vitalsColumn, type MetricName } from "../../core/vitals";
import type { Period } from "../analytics-engine/period";
import { Count } from "../analytics-engine/sql-api";

/** What the report groups page views by, in the order it prints them. */
export const GROUPS = ["route", "device", "country", "region"] as const;

const grouped = GROUPS.map((field) => `${vitalsColumn(field)} AS ${field}`).join(", ");
const pageViews = (period: Period) => `WHERE ${period.where} AND ${vitalsColumn("kind")} = 'page-view'`;
const groupBy = [`GROUP BY ${GROUPS.join(", ")}`, `ORDER BY ${GROUPS.join(", ")}`, "FORMAT JSON"];

/**
 * Page views per group. A stored row stands for `_sample_interval` rows when Analytics Engine samples, and each row
 * for `weight` page views when the worker samples them (VITALS_SAMPLE_RATE).
 */
export const viewsSql = (dataset: string, period: Period) =>
  [`SELECT ${grouped}, SUM(_sample_interval * ${vitalsColumn("weight")}) AS views`, `FROM ${dataset}`, pageViews(period), ...groupBy].join("\n");

/** One metric's 75th percentile per group, over the page views that have it, and how many those are. */
export const metricSql = (dataset: string, period: Period, metric: MetricName) =>
  [
    `SELECT ${grouped}, quantileExactWeighted(0.75)(${vitalsColumn(metric)}, _sample_interval) AS p75, SUM(_sample_interval * ${vitalsColumn("weight")}) AS measured`,
    `FROM ${dataset}`,
    `${pageViews(period)} AND ${vitalsColumn(metric)} >= 0`,
    ...groupBy,
  ].join("\n");

/** Islands that failed, by route, island and failure (load or throw); always written, never sampled by the worker. */
export const islandsSql = (dataset: string, period: Period) =>
  [
    `SELECT ${vitalsColumn("route")} AS route, ${vitalsColumn("island")} AS island, ${vitalsColumn("failure")} AS failure, SUM(_sample_interval) AS failures`,
    `FROM ${dataset}`,
    `WHERE ${period.where} AND ${vitalsColumn("kind")} = 'island-error'`,
    "GROUP BY route, island, failure",
    "ORDER BY failures DESC, route, island, failure",
    "FORMAT JSON",
  ].join("\n");

export const QUERIES = { views: viewsSql, metric: metricSql, islands: islandsSql };
export { METRICS };

/** Sums of weighted rows come as numbers or, for 64-bit results, strings; a percentile as a number. */
const Amount = v.pipe(v.union([v.pipe(v.number(), v.finite(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?$/))]), v.transform((n) => Math.round(Number(n))));
const Group = { route: v.string(), device: v.string(), country: v.string(), region: v.string() };

export const ViewsRow = v.object({ ...Group, views: Amount });
export const MetricRow = v.object({ ...Group, p75: v.pipe(v.number(), v.finite()), measured: Amount });
export const IslandRow = v.object({ route: v.string(), island: v.string(), failure: v.string(), failures: Count });

export type ViewsRow = v.InferOutput<typeof ViewsRow>;
export type MetricRow = v.InferOutput<typeof MetricRow>;
export type IslandRow = v.InferOutput<typeof IslandRow>;
