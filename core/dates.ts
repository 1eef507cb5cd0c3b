/** Dates as the school shows them: in the page's language, Paris time, the same on the server and in the browser. */
import type { Locale } from "./constants";
import { LOCALE_TAGS } from "./locale";
import { messagesFor } from "./messages";

const TIME_ZONE = "Europe/Paris";

/** One set of formatters per language, made on first use. */
const formatters = new Map<Locale, { day: Intl.DateTimeFormat; short: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(locale: Locale) {
  let found = formatters.get(locale);
  if (!found) {
    const tag = LOCALE_TAGS[locale].intl;
    found = {
      day: new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }),
      short: new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: TIME_ZONE }),
      time: new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/** YYYY-MM-DD of an instant in Paris: "today" for the agenda's rules. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(at);
}

interface Day {
  day: string;
  month: string;
  year: string;
}

function partsOf(format: Intl.DateTimeFormat, iso: string, locale: Locale): Day | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: messagesFor(locale).dates.dayNumber(part("day")), month: part("month"), year: part("year") };
}

/** The day with its month, kept on one line (a non-breaking space): "1er décembre", "1 December". */
const dayMonth = (d: Day) => `${d.day}\u00a0${d.month}`;

/** "1er décembre 2026", "1 December 2026"; an unreadable date is no text at all. */
export function formatDay(iso: string, locale: Locale): string {
  const d = partsOf(formatsOf(locale).day, iso, locale);
  return d ? `${dayMonth(d)} ${d.year}` : "";
}

/** "1er déc." style, for date badges. */
export function formatShortDay(iso: string, locale: Locale): string {
  const d = partsOf(formatsOf(locale).short, iso, locale);
  return d ? dayMonth(d) : "";
}

/** "14:00", Paris time. */
export function formatTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatsOf(locale).time.format(date);
}

/**
 * An event's days, the year and month said once when both ends share them: "du 21 au 23 novembre 2026",
 * "du 30 novembre au 2 décembre 2026", "du 30 décembre 2026 au 2 janvier 2027"; one day when it ends the day it starts.
 * (Both languages write the day before the month, the year last.)
 */
export function formatPeriod(start: string, end: string | null | undefined, locale: Locale): string {
  const format = formatsOf(locale).day;
  const from = partsOf(format, start, locale);
  if (!from) return "";
  const to = end ? partsOf(format, end, locale) : null;
  const whole = formatDay(start, locale);
  const last = end ? formatDay(end, locale) : "";
  if (!to || last === whole) return whole;
  const { period } = messagesFor(locale).dates;
  if (from.year !== to.year) return period(whole, last);
  if (from.month !== to.month) return period(dayMonth(from), last);
  return period(from.day, last);
}
