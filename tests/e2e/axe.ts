/** axe-core in a page: every WCAG 2.0, 2.1 and 2.2 A/AA rule, the violations as readable lines. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The rules of the WCAG levels A and AA, 2.0 to 2.2 (axe's tags; 2.2 added AA rules only). */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface AxeResult {
  violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** The WCAG A/AA violations axe finds on the page as it stands, one "rule · selector: what fails" line a node. */
export async function wcagViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the static group footer's CSP allows no script at all.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    // The group footer frame is its own page, swept on its own: axe is not injected there.
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, iframes: false, resultTypes: ["violations"] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} · ${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`));
  }, WCAG_AA_TAGS);
}

/** How far the document is wider than `width` CSS px: > 0 means a horizontal scroll (WCAG 1.4.10 reflow). */
export const overflowPast = (page: Page, width: number) => page.evaluate((w) => document.documentElement.scrollWidth - w, width);
