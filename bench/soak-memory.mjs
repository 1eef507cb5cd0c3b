// Whether a process's memory levelled off during a soak: its level at the end of the measured run against its level at the start.

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * series: the RSS samples of the whole measured run in order, each [MB per process, null once gone]. Resident memory
 * saw-tooths with garbage collection (tens of MB either way within seconds), so levels are compared, not points: the
 * mean of the last third of the samples against the mean of the first third. Flat when that growth is under flatMb
 * (a process gone is not).
 */
export function memoryTrend(series, processes, { flatMb }) {
  const third = Math.max(1, Math.floor(series.length / 3));
  return processes.map(({ label, pid }, i) => {
    const values = series.map((mb) => mb[i]);
    const known = values.length > 0 && values.every((value) => value !== null);
    const growth = known ? mean(values.slice(-third)) - mean(values.slice(0, third)) : Number.NaN;
    return { label, pid, start: values[0] ?? null, end: values.at(-1) ?? null, growth, flat: known && growth < flatMb };
  });
}
