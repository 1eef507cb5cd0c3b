/** Dates as the school shows them: French words, Paris time, the same on the server and in the browser. */

const TIME_ZONE = "Europe/Paris";

const dayFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });
const shortFormat = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "short", timeZone: TIME_ZONE });

/** YYYY-MM-DD of an instant in Paris: "today" for the agenda's rules. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(at);
}

export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}

/** "12 déc." style, for date badges. */
export function formatShortDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : shortFormat.format(date);
}

/** "Du 3 au 5 mars 2027", or one day when the event ends the day it starts. */
export function formatPeriod(start: string, end?: string | null): string {
  const from = formatDay(start);
  const to = end ? formatDay(end) : "";
  return to && to !== from ? `Du ${from} au ${to}` : from;
}
