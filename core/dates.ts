/** Dates as the school shows them: French words, Paris time, the same on the server and in the browser. */

const TIME_ZONE = "Europe/Paris";
/** Between a day and its month, so "1er" never ends a line alone. */
const NBSP = "\u00a0";

const dayParts = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });
const shortParts = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: TIME_ZONE });

interface Day {
  day: string;
  month: string;
  year: string;
}

/** YYYY-MM-DD of an instant in Paris: "today" for the agenda's rules. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(at);
}

/** French writes the first of the month as an ordinal: "1er", then "2", "3"… */
const dayNumber = (day: string) => (day === "1" ? "1er" : day);

function partsOf(format: Intl.DateTimeFormat, iso: string): Day | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: dayNumber(part("day")), month: part("month"), year: part("year") };
}

/** "1er décembre 2026"; an unreadable date is no text at all. */
export function formatDay(iso: string): string {
  const d = partsOf(dayParts, iso);
  return d ? `${d.day}${NBSP}${d.month} ${d.year}` : "";
}

/** "1er déc." style, for date badges. */
export function formatShortDay(iso: string): string {
  const d = partsOf(shortParts, iso);
  return d ? `${d.day}${NBSP}${d.month}` : "";
}

/**
 * An event's days, the year and month said once when both ends share them: "du 21 au 23 novembre 2026",
 * "du 30 novembre au 2 décembre 2026", "du 30 décembre 2026 au 2 janvier 2027"; one day when it ends the day it starts.
 */
export function formatPeriod(start: string, end?: string | null): string {
  const from = partsOf(dayParts, start);
  if (!from) return "";
  const to = end ? partsOf(dayParts, end) : null;
  const whole = formatDay(start);
  const last = end ? formatDay(end) : "";
  if (!to || last === whole) return whole;
  if (from.year !== to.year) return `du ${whole} au ${last}`;
  if (from.month !== to.month) return `du ${from.day}${NBSP}${from.month} au ${last}`;
  return `du ${from.day} au ${last}`;
}
