/** The attribution report as a plain-text table for a terminal: landings, and how many went on to a yes to advertising. */
import { REPORT_FIELDS, type LandingRow } from "./query";

/** Longer origins (utm_content can be anything) are cut so the table stays readable. */
const MAX_WIDTH = 40;

/**
 * A stored value as it may be printed: origins come from visitors' URLs, so control characters (terminal
 * escape sequences) are replaced; empty means unknown (local runs have no country).
 */
function cell(value: string): string {
  const safe = value.replace(/\p{Cc}/gu, "\uFFFD");
  if (!safe) return "—";
  return [...safe].length > MAX_WIDTH ? `${[...safe].slice(0, MAX_WIDTH - 1).join("")}…` : safe;
}

const width = (value: string) => [...value].length;
const padEnd = (value: string, size: number) => value + " ".repeat(size - width(value));
const padStart = (value: string, size: number) => " ".repeat(size - width(value)) + value;

/** The share of landings with a yes, in whole per cent; none without a landing (a yes counted, its landing outside the period). */
const share = (yes: number, landings: number) => (landings > 0 ? `${Math.round((100 * yes) / landings)}%` : "—");

export function reportTable(rows: LandingRow[], periodLabel: string): string {
  const title = `Landings by origin, medium and country, and how many had a yes to advertising, ${periodLabel} (weighted by sample interval)`;
  if (rows.length === 0) return `${title}\n\nNo landing recorded in this period.\n`;

  const landings = rows.reduce((sum, row) => sum + row.landings, 0);
  const yes = rows.reduce((sum, row) => sum + row.yes, 0);
  const header = ["origin", "medium", "country", "landings", "yes", "share"];
  const body = rows.map((row) => [cell(row.origin), cell(row.medium), cell(row.country), String(row.landings), String(row.yes), share(row.yes, row.landings)]);
  const footer = ["total", "", "", String(landings), String(yes), share(yes, landings)];
  const sizes = header.map((_, i) => Math.max(...[header, ...body, footer].map((line) => width(line[i] ?? ""))));
  const line = (cells: string[]) => cells.map((c, i) => (i >= REPORT_FIELDS.length ? padStart(c, sizes[i] ?? 0) : padEnd(c, sizes[i] ?? 0))).join("  ").trimEnd();
  const rule = sizes.map((size) => "-".repeat(size)).join("  ");
  return [title, "", line(header), rule, ...body.map(line), rule, line(footer), ""].join("\n");
}
