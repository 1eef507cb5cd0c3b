/** Events' rules: their status and attendance as the CMS stores them, the open days among them, and when registering is open. */
import { parisDay } from "./dates";

/** What an editor says of an event: as planned, cancelled, or moved to the dates it now shows. */
export const EVENT_STATUSES = ["prevu", "annule", "reporte"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Where an event is attended: at its campus, or online. */
export const ATTENDANCES = ["sur-place", "en-ligne"] as const;
type Attendance = (typeof ATTENDANCES)[number];

/** The agenda's types the open days page lists: open days, and the admissions days where candidates sit the tests. */
export const OPEN_DAY_TYPES = ["portes-ouvertes", "epreuve-admission"] as const;

/** The open days page's filter by kind (?format=…), in the order its chips show them. */
export const OPEN_DAY_KINDS = ["sur-le-campus", "en-ligne", "admission"] as const;
export type OpenDayKind = (typeof OPEN_DAY_KINDS)[number];

/** What these rules read of an event (contract/model/events.ts has the whole of it). */
export interface EventFacts {
  type?: string | null;
  campus?: unknown;
  attendance?: Attendance | null;
  eventStatus: EventStatus;
  dateStart: string;
  dateEnd?: string | null;
  previousDateStart?: string | null;
  url?: string | null;
  takesRegistration: boolean;
}

/** Online when the editor says so; without a word from them (older content), online only when it has no campus. */
export const isOnline = (event: EventFacts) => (event.attendance ? event.attendance === "en-ligne" : !event.campus);

/** An admissions day wherever it is held; otherwise on campus or online. */
export function openDayKind(event: EventFacts): OpenDayKind {
  if (event.type === "epreuve-admission") return "admission";
  return isOnline(event) ? "en-ligne" : "sur-le-campus";
}

const dayOf = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : parisDay(at);
};

/** The Paris day an event starts on; null when its date cannot be read. */
export const firstDay = (event: EventFacts) => dayOf(event.dateStart);

/** The Paris day an event ends on (the day it starts when it has no end); null when its dates cannot be read. */
const lastDay = (event: EventFacts) => dayOf(event.dateEnd ?? event.dateStart);

/**
 * Over once its last day has ended in Paris: an open day is still on, and open to registration, until that evening,
 * which is also when every cached page of the day expires (worker/middleware/page-cache), so no page outlives the rule.
 */
export function isOver(event: EventFacts, today: string): boolean {
  const last = lastDay(event);
  return last === null || last < today;
}

/** Registering is open until the event is over, never for a cancelled one. */
export const registrationOpen = (event: EventFacts, today: string) => event.eventStatus !== "annule" && !isOver(event, today);

/**
 * The CRM form an event registers on: its own, else the site-wide default from the website settings; none when the
 * editor says it takes no registration.
 */
export function registrationLink(event: EventFacts, siteDefault: string | null | undefined): string | null {
  if (!event.takesRegistration) return null;
  return event.url?.trim() || siteDefault?.trim() || null;
}

/**
 * The iCalendar SEQUENCE of an event's state: calendar clients replace a copy they hold only by a higher one, so a move
 * and a cancellation (after a move, too) each count one more than the state before.
 */
export function eventSequence(event: EventFacts): number {
  const moved = event.eventStatus === "reporte" || Boolean(event.previousDateStart) ? 1 : 0;
  return moved + (event.eventStatus === "annule" ? 1 : 0);
}

/** The open days page's filters, as its address says them: ?campus=lyon&format=en-ligne. */
export interface OpenDaysFilters {
  campus: string | null;
  kind: OpenDayKind | null;
}

/** The open days page's address with its filters (sorted by name, as the page cache keys them), either left out when not chosen. */
export function openDaysHref(base: string, { campus, kind }: OpenDaysFilters): string {
  const query = new URLSearchParams();
  if (campus) query.set("campus", campus);
  if (kind) query.set("format", kind);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
