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
      short: new Intl.DateTimeFormat(tag, { day: "2-digit", month: "short", timeZone: TIME_ZONE }),
      time: new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE }),
    };
    formatters.set(locale, found);
  }
  return found;
}

const format = (iso: string, formatter: Intl.DateTimeFormat) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
};

/** YYYY-MM-DD of an instant in Paris: "today" for the agenda's rules. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(at);
}

/** "1 décembre 2026", "1 December 2026". */
export const formatDay = (iso: string, locale: Locale) => format(iso, formatsOf(locale).day);

/** "12 déc." style, for date badges. */
export const formatShortDay = (iso: string, locale: Locale) => format(iso, formatsOf(locale).short);

/** "14:00", Paris time. */
export const formatTime = (iso: string, locale: Locale) => format(iso, formatsOf(locale).time);

/** "Du 3 mars 2027 au 5 mars 2027", or one day when the event ends the day it starts. */
export function formatPeriod(start: string, end: string | null | undefined, locale: Locale): string {
  const from = formatDay(start, locale);
  const to = end ? formatDay(end, locale) : "";
  return to && to !== from ? messagesFor(locale).dates.period(from, to) : from;
}
