// Whether a process's memory levelled off during a soak phase: its growth from start to end, and over the last half.

/**
 * samples: [{ seconds, mb: [RSS in MB per process, null once gone] }] from 0 to `seconds`. Per process: growth start → end,
 * growth over the last half (from the sample nearest the middle), and flat when that is under flatMb (a process gone is not).
 */
export function memoryVerdict(samples, processes, { seconds, flatMb }) {
  const middle = samples.reduce((best, s) => (Math.abs(s.seconds - seconds / 2) < Math.abs(best.seconds - seconds / 2) ? s : best));
  const [first, last] = [samples[0], samples.at(-1)];
  return processes.map(({ label, pid }, i) => {
    const [start, mid, end] = [first.mb[i], middle.mb[i], last.mb[i]];
    const known = start !== null && mid !== null && end !== null;
    const growth = known ? end - start : Number.NaN;
    const lateGrowth = known ? end - mid : Number.NaN;
    return { label, pid, growth, lateGrowth, flat: known && lateGrowth < flatMb };
  });
}
