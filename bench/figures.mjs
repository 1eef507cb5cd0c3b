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
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? "").length)));
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  "))
    .join("\n");
}

/** A list of runs as printed after a table: "112, 88, 96". */
export const runsList = (values) => values.map(Math.round).join(", ");

/** A ratio against a floor measured in the same run, as printed: "1.07×". */
export const ratio = (value, floor) => `${(value / floor).toFixed(2)}×`;

/** A small seeded generator (mulberry32): the same runs give the same interval from one printing to the next. */
const seeded = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * How far the ratio of two medians could move by chance, given the runs: a bootstrap interval (`level`, 90 % by
 * default). Runs measured in turn are resampled as pairs, so that the machine's drift moves both sides alike; lists of
 * different lengths (a run that lost one side) are resampled each on its own. A goal above the whole interval is met
 * beyond this machine's noise, one inside it is not decided by these runs. [NaN, NaN] without runs on either side.
 */
export function ratioInterval(values, floors, { level = 0.9, resamples = 4000 } = {}) {
  const a = values.filter(Number.isFinite);
  const b = floors.filter(Number.isFinite);
  if (!a.length || !b.length) return [Number.NaN, Number.NaN];
  const random = seeded(a.length * 7919 + b.length);
  const pick = (length) => Math.floor(random() * length);
  const draw = (list) => list.map(() => list[pick(list.length)]);
  const ratios = [];
  for (let i = 0; i < resamples; i++) {
    if (a.length !== b.length) ratios.push(median(draw(a)) / median(draw(b)));
    else {
      const at = a.map(() => pick(a.length));
      ratios.push(median(at.map((j) => a[j])) / median(at.map((j) => b[j])));
    }
  }
  ratios.sort((x, y) => x - y);
  const tail = (1 - level) / 2;
  return [ratios[Math.floor(tail * (resamples - 1))], ratios[Math.ceil((1 - tail) * (resamples - 1))]];
}

/** What the interval column means, printed above the tables that have one. */
export const INTERVAL_NOTE =
  "90 % interval: where the ratio of medians lands when the same runs are drawn again at random (bootstrap, runs in turn kept as pairs). A goal inside it is not decided by these runs: more runs (BENCH_*_RUNS) narrow it.\n";

/** The interval as printed beside its ratio, and what it says of the goal: "0.92–1.38, not decided". */
export function interval([low, high], goal) {
  if (!Number.isFinite(low)) return "—";
  const verdict = high <= goal ? "met beyond noise" : low > goal ? "missed beyond noise" : "not decided";
  return `${low.toFixed(2)}–${high.toFixed(2)}, ${verdict}`;
}

/**
 * The variants of one run in the order to measure them: in turn, the first alternating from run to run, so that the
 * machine's drift and what the view before left running (a closing tab, another Chromium) fall on each alike.
 */
export const inTurn = (run, variants) => (run % 2 ? [...variants].reverse() : variants);

