/**
 * The wall clock in Paris without Intl: a browser pays tens of milliseconds on a phone to make its first
 * Intl.DateTimeFormat, and two browsers' Intl data may word a date differently, which breaks hydration.
 * Paris is UTC+1, and UTC+2 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October (the European Union's rule since 1996).
 */

export interface ParisTime {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), in milliseconds. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/** Summer time in Paris at this instant. */
function isSummerTime(at: number): boolean {
  const year = new Date(at).getUTCFullYear();
  return at >= lastSundayAtOneUtc(year, 2) && at < lastSundayAtOneUtc(year, 9);
}

export function parisTime(at: Date): ParisTime {
  const instant = at.getTime();
  const wall = new Date(instant + (isSummerTime(instant) ? 2 : 1) * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * The instant a Paris day (YYYY-MM-DD) ends: the next midnight on Paris clocks. Clocks change at 01:00 UTC, never
 * at midnight, so that midnight is 22:00 UTC in summer time and 23:00 UTC otherwise. NaN for an unreadable day.
 */
export function endOfParisDay(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const nextUtcMidnight = Date.UTC(year, month - 1, date + 1);
  const summerMidnight = nextUtcMidnight - 2 * HOUR_MS;
  return isSummerTime(summerMidnight) ? summerMidnight : nextUtcMidnight - HOUR_MS;
}
