// Printing figures beside their goals: medians, pass marks, fixed-width tables.

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** "✓" when the goal is met, "✗" when not, "~" for the tolerated band between. */
export const mark = (met, tolerated = false) => (met ? "✓" : tolerated ? "~" : "✗");

/** Rows of cells (the first row is the header) as aligned text: the first column left, the others right. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  "))
    .join("\n");
}

/** A ratio against a floor measured in the same run, as printed: "1.07×". */
export const ratio = (value, floor) => `${(value / floor).toFixed(2)}×`;

/**
 * The variants of one run in the order to measure them: in turn, the first alternating from run to run, so that the
 * machine's drift and what the view before left running (a closing tab, another Chromium) fall on each alike.
 */
export const inTurn = (run, variants) => (run % 2 ? [...variants].reverse() : variants);

