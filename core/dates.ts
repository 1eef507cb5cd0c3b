/**
 * Dates as the school shows them, written by the server: the wall clock in Paris from the runtime's time-zone data
 * (Intl), the words from the page's language catalogue, so the typography is the product's own ("1er", non-breaking spaces).
 */
import type { Locale } from "./constants";
import { messagesFor } from "./messages";

/** An instant as read on a clock in Paris. */
export interface ParisTime {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Numbers only: the words never come from the runtime's locale data. One formatter, made once per isolate. */
const PARIS_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

function parisTime(at: Date): ParisTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of PARIS_CLOCK.formatToParts(at)) parts[type] = Number(value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD of an instant in Paris: "today" for the agenda's rules. */
export function parisDay(at: Date): string {
  const { year, month, day } = parisTime(at);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

const HOUR_MS = 3_600_000;

/**
 * The instant a Paris day (YYYY-MM-DD) ends: the next midnight on Paris clocks, which is 22:00 UTC in summer time and
 * 23:00 UTC otherwise (clocks change at 01:00 UTC, never at midnight). NaN for an unreadable day.
 */
export function endOfParisDay(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const nextUtcMidnight = Date.UTC(year, month - 1, date + 1);
  if (Number.isNaN(nextUtcMidnight)) return Number.NaN;
  const summerMidnight = nextUtcMidnight - 2 * HOUR_MS;
  return parisTime(new Date(summerMidnight)).hour === 0 ? summerMidnight : nextUtcMidnight - HOUR_MS;
}

interface Day {
  day: string;
  month: string;
  year: string;
}

/** An ISO date as read on a clock in Paris; null when it cannot be read. */
export function readTime(iso: string): ParisTime | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : parisTime(date);
}

function dayOf(iso: string, locale: Locale, months: "months" | "shortMonths"): Day | null {
  const time = readTime(iso);
  if (!time) return null;
  const { dates } = messagesFor(locale);
  return { day: dates.dayNumber(String(time.day)), month: dates[months][time.month - 1]!, year: String(time.year) };
}

/** The day with its month, kept on one line (a non-breaking space): "1er décembre", "1 December". */
const dayMonth = (d: Day) => `${d.day}\u00a0${d.month}`;

/** "1er décembre 2026", "1 December 2026"; an unreadable date is no text at all. */
export function formatDay(iso: string, locale: Locale): string {
  const d = dayOf(iso, locale, "months");
  return d ? `${dayMonth(d)} ${d.year}` : "";
}

/** "1er déc." style, for date badges. */
export function formatShortDay(iso: string, locale: Locale): string {
  const d = dayOf(iso, locale, "shortMonths");
  return d ? dayMonth(d) : "";
}

/** The hour in Paris as the page's language writes it: « 14 h », "14:00". */
export function formatTime(iso: string, locale: Locale): string {
  const time = readTime(iso);
  return time ? messagesFor(locale).dates.clock(time.hour, time.minute) : "";
}

/**
 * An event's days, the year and month said once when both ends share them: "du 21 au 23 novembre 2026",
 * "du 30 novembre au 2 décembre 2026", "du 30 décembre 2026 au 2 janvier 2027"; one day when it ends the day it starts.
 * (Both languages write the day before the month, the year last.)
 */
export function formatPeriod(start: string, end: string | null | undefined, locale: Locale): string {
  const from = dayOf(start, locale, "months");
  if (!from) return "";
  const to = end ? dayOf(end, locale, "months") : null;
  const whole = formatDay(start, locale);
  const last = end ? formatDay(end, locale) : "";
  if (!to || last === whole) return whole;
  const { period } = messagesFor(locale).dates;
  if (from.year !== to.year) return period(whole, last);
  if (from.month !== to.month) return period(dayMonth(from), last);
  return period(from.day, last);
}

/** The weekday of a Paris date, 0 for Sunday (the calendar's own arithmetic: no time zone is involved). */
const weekdayOf = ({ year, month, day }: ParisTime) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** "samedi 5 décembre", "Saturday 5 December"; the year only when it is not the one `today` is in. */
function weekdayDay(time: ParisTime, locale: Locale, today: string): string {
  const { dates } = messagesFor(locale);
  const day = `${dates.weekdays[weekdayOf(time)]} ${dates.dayNumber(String(time.day))}\u00a0${dates.months[time.month - 1]}`;
  return String(time.year) === today.slice(0, 4) ? day : `${day} ${time.year}`;
}

/** « samedi 5 décembre », the year only outside the one `today` is in; an unreadable date is no text at all. */
export function formatWeekdayDay(iso: string, locale: Locale, today: string): string {
  const time = readTime(iso);
  return time ? weekdayDay(time, locale, today) : "";
}

/**
 * When an event happens, with its weekday and hours, in the page's language: « samedi 5 décembre, 10 h – 17 h »,
 * « du vendredi 4 décembre à 10 h au samedi 5 décembre à 17 h » over several days, the start alone without an end;
 * the year only outside the current one (today, YYYY-MM-DD in Paris). An unreadable start is no text at all.
 */
export function formatSlot(start: string, end: string | null | undefined, locale: Locale, today: string): string {
  const from = readTime(start);
  if (!from) return "";
  const to = end ? readTime(end) : null;
  const { dates } = messagesFor(locale);
  const clock = (t: ParisTime) => dates.clock(t.hour, t.minute);
  const sameDay = to && to.year === from.year && to.month === from.month && to.day === from.day;
  if (to && !sameDay) return dates.span(weekdayDay(from, locale, today), clock(from), weekdayDay(to, locale, today), clock(to));
  return dates.slot(weekdayDay(from, locale, today), clock(from), to ? clock(to) : null);
}

/** The Paris month an instant falls in: its key (YYYY-MM, for grouping) and its heading, "Décembre 2026"; null when unreadable. */
export function monthOf(iso: string, locale: Locale): { key: string; label: string } | null {
  const time = readTime(iso);
  if (!time) return null;
  const month = messagesFor(locale).dates.months[time.month - 1]!;
  return { key: `${time.year}-${twoDigits(time.month)}`, label: `${month.charAt(0).toUpperCase()}${month.slice(1)} ${time.year}` };
}
