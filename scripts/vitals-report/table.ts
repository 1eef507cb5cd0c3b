/** The field-data report as plain-text tables: p75 of each metric by route, device and region, marked against the Core Web Vitals thresholds. */
import { METRICS, ratingOf, THRESHOLDS, type MetricName } from "../../core/vitals";
import type { IslandRow, MetricRow, ViewsRow } from "./query";

/** One line of the report: a group's page views and, for each metric, its p75 over the page views that had it. */
export interface VitalsLine {
  route: string;
  device: string;
  region: string;
  views: number;
  metrics: Partial<Record<MetricName, { p75: number; measured: number }>>;
}

const MARKS = { good: "✓", "needs-improvement": "~", poor: "✗" } as const;

/** What a visitor's request may have put in a column is printed without terminal escapes; empty means unknown. */
const cell = (value: string) => value.replace(/\p{Cc}/gu, "\uFFFD") || "—";
const region = (country: string, name: string) => (country || name ? [cell(country), name ? cell(name) : ""].filter(Boolean).join(" ") : "—");

export function vitalsLines(views: ViewsRow[], metrics: Record<MetricName, MetricRow[]>): VitalsLine[] {
  const lines = new Map<string, VitalsLine>();
  const line = (row: { route: string; device: string; country: string; region: string }) => {
    const key = JSON.stringify([row.route, row.device, row.country, row.region]);
    let found = lines.get(key);
    if (!found) lines.set(key, (found = { route: cell(row.route), device: cell(row.device), region: region(row.country, row.region), views: 0, metrics: {} }));
    return found;
  };
  for (const row of views) line(row).views = row.views;
  for (const metric of METRICS) for (const row of metrics[metric]) line(row).metrics[metric] = { p75: row.p75, measured: row.measured };
  return [...lines.values()].sort((a, b) => b.views - a.views || a.route.localeCompare(b.route) || a.device.localeCompare(b.device) || a.region.localeCompare(b.region));
}

const shown = (metric: MetricName, value: number) => (metric === "CLS" ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

function metricCell(metric: MetricName, found: { p75: number; measured: number } | undefined): string {
  if (!found) return "—";
  return `${shown(metric, found.p75)} ${MARKS[ratingOf(metric, found.p75)]} (${found.measured})`;
}

const width = (value: string) => [...value].length;

/** Rows under a header and a rule, each column as wide as its widest cell; the column `count` is right-aligned. */
function textTable(header: string[], body: string[][], count: number): string[] {
  const sizes = header.map((_, i) => Math.max(...[header, ...body].map((row) => width(row[i] ?? ""))));
  const pad = (value: string, i: number) => (i === count ? " ".repeat((sizes[i] ?? 0) - width(value)) + value : value + " ".repeat((sizes[i] ?? 0) - width(value)));
  const line = (cells: string[]) => cells.map(pad).join("  ").trimEnd();
  return [line(header), sizes.map((size) => "-".repeat(size)).join("  "), ...body.map(line)];
}

export function vitalsReport(lines: VitalsLine[], islands: IslandRow[], periodLabel: string): string {
  const title = `Core Web Vitals of real page views by route, device and region, ${periodLabel}: 75th percentile (page views measured)`;
  const legend = `✓ good, ~ needs improvement, ✗ poor (web.dev thresholds: ${METRICS.map((m) => `${m} ${shown(m, THRESHOLDS[m][0])} / ${shown(m, THRESHOLDS[m][1])}`).join(", ")})`;
  const out = [title, ""];
  if (lines.length === 0) out.push("No page view recorded in this period.");
  else {
    const body = lines.map((l) => [l.route, l.device, l.region, String(l.views), ...METRICS.map((m) => metricCell(m, l.metrics[m]))]);
    const total = lines.reduce((sum, l) => sum + l.views, 0);
    out.push(...textTable(["route", "device", "region", "views", ...METRICS.map((m) => `${m} p75`)], [...body, ["total", "", "", String(total), ...METRICS.map(() => "")]], 3), "", legend);
  }
  out.push("", "Islands that failed (load: the chunk did not arrive; throw: the component failed)", "");
  if (islands.length === 0) out.push("None in this period.");
  else out.push(...textTable(["route", "island", "failure", "failures"], islands.map((r) => [cell(r.route), cell(r.island), cell(r.failure), String(r.failures)]), 3));
  return `${out.join("\n")}\n`;
}
