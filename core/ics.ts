/**
 * iCalendar files (RFC 5545) of the school's events: one event to add to a calendar, or a calendar to subscribe to.
 * Times are Paris wall-clock times under TZID=Europe/Paris, with that zone's definition in the file; lines end in CRLF
 * and are folded at 75 octets; text values are escaped.
 */
import { readTime, type ParisTime } from "./dates";

export interface IcsEvent {
  /** Stable across versions of the event, so a calendar replaces its copy instead of adding another. */
  uid: string;
  /** One more for each change calendars must apply (events.ts: eventSequence). */
  sequence: number;
  /** ISO instants; an event with an unreadable start is left out, an end that is unreadable or not after the start too. */
  start: string;
  end?: string | null;
  summary: string;
  description?: string;
  location?: string;
  geo?: { latitude: number; longitude: number } | null;
  /** The event's page. */
  url: string;
  cancelled: boolean;
  /** When the CMS last changed it. */
  lastModified?: string | null;
}

interface IcsCalendar {
  /** Who wrote the file: "-//École Exemple//Site web//FR". */
  productId: string;
  /** A subscribed calendar's name, and how often its clients should read it again (an ISO duration: "PT12H"). */
  name?: string;
  refresh?: string;
  /** DTSTAMP: when this file was written. */
  stamp: Date;
  events: IcsEvent[];
}

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";
const PARIS_TZID = "Europe/Paris";

/**
 * Europe/Paris since 1996, as the EU's rule sets it: summer time from the last Sunday of March at 02:00 (+01:00 → +02:00)
 * to the last Sunday of October at 03:00.
 */
const PARIS_ZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${PARIS_TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value: backslash, semicolon and comma escaped, any line break written \n. */
const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");

const LINE_OCTETS = 75;

/** A character's length in UTF-8. */
const octets = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** A content line folded so that no line passes 75 octets (CRLF aside): breaks fall between characters, never inside one. */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = "";
  let length = 0;
  for (const char of line) {
    const size = octets(char);
    // a continuation line's leading space counts towards its 75
    if (length + size > LINE_OCTETS) {
      lines.push(current);
      current = " ";
      length = 1;
    }
    current += char;
    length += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 20261205T100000: a Paris wall-clock time (the events' times have no seconds). */
const local = (t: ParisTime) => `${pad(t.year, 4)}${pad(t.month)}${pad(t.day)}T${pad(t.hour)}${pad(t.minute)}00`;

/** 20261205T090000Z */
const utc = (at: Date) => at.toISOString().replace(/\.\d{3}/, "").replace(/[-:]/g, "");

const readDate = (iso: string | null | undefined) => {
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

function eventLines(event: IcsEvent, stamp: Date): string[] | null {
  const start = readTime(event.start);
  if (!start) return null;
  const endAt = readDate(event.end);
  const end = endAt && endAt.getTime() > new Date(event.start).getTime() ? readTime(event.end!) : null;
  const modified = readDate(event.lastModified);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART;TZID=${PARIS_TZID}:${local(start)}`,
    ...(end ? [`DTEND;TZID=${PARIS_TZID}:${local(end)}`] : []),
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.geo ? [`GEO:${event.geo.latitude};${event.geo.longitude}`] : []),
    `URL:${event.url}`,
    ...(modified ? [`LAST-MODIFIED:${utc(modified)}`] : []),
    "END:VEVENT",
  ];
}

/** The whole file: its events in Paris time, each line folded and ended by CRLF. */
export function icsCalendar(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(calendar.name ? [`NAME:${escapeText(calendar.name)}`, `X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    `X-WR-TIMEZONE:${PARIS_TZID}`,
    // RFC 7986's refresh interval, and the older name some clients read instead
    ...(calendar.refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`, `X-PUBLISHED-TTL:${calendar.refresh}`] : []),
    ...PARIS_ZONE,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp) ?? []),
    "END:VCALENDAR",
  ];
  return lines.map((line) => `${fold(line)}\r\n`).join("");
}
