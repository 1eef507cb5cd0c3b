/** The attribution report as a plain-text table for a terminal. */
import type { LandingRow } from "./query";

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

export function reportTable(rows: LandingRow[], periodLabel: string): string {
  const title = `Landings by origin, medium and country, ${periodLabel} (weighted by sample interval)`;
  if (rows.length === 0) return `${title}\n\nNo landing recorded in this period.\n`;

  const total = rows.reduce((sum, row) => sum + row.landings, 0);
  const header = ["origin", "medium", "country", "landings"];
  const body = rows.map((row) => [cell(row.origin), cell(row.medium), cell(row.country), String(row.landings)]);
  const footer = ["total", "", "", String(total)];
  const sizes = header.map((_, i) => Math.max(...[header, ...body, footer].map((line) => width(line[i] ?? ""))));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? padStart(c, sizes[i] ?? 0) : padEnd(c, sizes[i] ?? 0))).join("  ").trimEnd();
  const rule = sizes.map((size) => "-".repeat(size)).join("  ");
  return [title, "", line(header), rule, ...body.map(line), rule, line(footer), ""].join("\n");
}
