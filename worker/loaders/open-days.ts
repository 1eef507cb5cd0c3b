/**
 * The open days page (/journees-portes-ouvertes, filtered by campus and kind), and the open days other pages show: the
 * next ones on home, a campus's next one, the next one of each campus teaching a programme. One CMS answer for all
 * (openDayEvents), its filters applied here, so no combination is a CMS call or an answer of its own.
 */
import { formatSlot, formatWeekdayDay, monthOf } from "../../core/dates";
import { OPEN_DAY_KINDS, openDayKind, openDaysHref, type OpenDaysFilters } from "../../core/events";
import { messagesFor } from "../../core/messages";
import { campusCalendarPath } from "../../core/routes";
import type { EventCampus, Event } from "../../contract/model/events";
import type { CampusCalendar, OpenDay, OpenDaysData } from "../../contract/pages";
import { allCampuses } from "../cms/calls/campuses";
import { openDayEvents } from "../cms/calls/events";
import { ownOrigin } from "../config/site-origin";
import { queryChoice } from "./params";
import { redirect } from "./redirect";
import { registrationPath, registrationRules, type RegistrationRules } from "./registration";
import type { Loaded, LoaderContext } from "./types";

/** "47 rue de la République, 69002 Lyon" */
export const placeOf = (campus: EventCampus) => [campus.address, [campus.zipCode, campus.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/** The day a moved event was first announced for, « samedi 28 novembre »; null for any other. */
export const previousDay = (event: Event, ctx: Pick<LoaderContext, "locale" | "today">) =>
  (event.eventStatus === "reporte" && event.previousDateStart && formatWeekdayDay(event.previousDateStart, ctx.locale, ctx.today)) || null;

/** How a page shows an open day, in the loader's language, counted from its day. */
export function openDayOf(event: Event, ctx: Pick<LoaderContext, "locale" | "today">, rules: RegistrationRules): OpenDay {
  const { campus } = event;
  return {
    slug: event.slug,
    title: event.title,
    kind: openDayKind(event),
    status: event.eventStatus,
    campus: campus ? { title: campus.title, slug: campus.slug, place: placeOf(campus) } : null,
    dateStart: event.dateStart,
    when: formatSlot(event.dateStart, event.dateEnd, ctx.locale, ctx.today),
    previously: previousDay(event, ctx),
    registration: registrationPath(event, rules, ctx.locale),
  };
}

/** The next open day of each campus among `events` (soonest first, as the CMS sorts them): a cancelled one is no next open day. */
export function nextByCampus(events: Event[]): Map<string, Event> {
  const next = new Map<string, Event>();
  for (const event of events) {
    if (event.eventStatus !== "annule" && event.campus && !next.has(event.campus.slug)) next.set(event.campus.slug, event);
  }
  return next;
}

/** The next open days of any campus, cancelled ones left out. */
export const nextOpenDays = (events: Event[], count: number) => events.filter((event) => event.eventStatus !== "annule").slice(0, count);

/** A campus's calendar: its file's address on the site's own origin, and the same as webcal:// for calendar apps. */
export function campusCalendar(ctx: Pick<LoaderContext, "config" | "url" | "locale">, campus: { slug: string; title: string }): CampusCalendar {
  const file = new URL(campusCalendarPath(campus.slug, ctx.locale), ownOrigin(ctx.config, ctx.url)).href;
  return { campusTitle: campus.title, file, subscribe: file.replace(/^https?:/, "webcal:") };
}

/** The open days in months, each under its heading ("Décembre 2026"), in the CMS's order (soonest first). */
function byMonth(openDays: OpenDay[], ctx: Pick<LoaderContext, "locale">): OpenDaysData["months"] {
  const months: OpenDaysData["months"] = [];
  for (const openDay of openDays) {
    const month = monthOf(openDay.dateStart, ctx.locale);
    if (!month) continue;
    const last = months.at(-1);
    if (last?.key === month.key) last.openDays.push(openDay);
    else months.push({ ...month, openDays: [openDay] });
  }
  return months;
}

export async function openDays(ctx: LoaderContext): Promise<Loaded<OpenDaysData>> {
  const [events, campuses, rules] = await Promise.all([
    ctx.cms.get(openDayEvents(ctx.today)),
    ctx.cms.get(allCampuses()),
    registrationRules(ctx.cms, ctx.config, ctx.today),
  ]);
  const asked = ctx.url.searchParams.get("campus");
  const campus = campuses.find((c) => c.slug === asked) ?? null;
  const filters: OpenDaysFilters = { campus: campus?.slug ?? null, kind: queryChoice(ctx.url, "format", OPEN_DAY_KINDS) ?? null };
  // a slug that names no campus is a made-up value the route's pattern let through: dropped, by a redirect
  if (asked && !campus) redirect(openDaysHref(ctx.url.pathname, filters));
  const shown = events.filter((e) => (!filters.kind || openDayKind(e) === filters.kind) && (!filters.campus || e.campus?.slug === filters.campus));
  const m = messagesFor(ctx.locale).openDays;
  const inUse = Number(Boolean(filters.campus)) + Number(Boolean(filters.kind));
  return {
    head: {
      title: campus ? m.campusTitle(campus.title) : m.title,
      description: campus ? m.campusDescription(campus.title) : m.description,
      // one filter is a page of its own (a campus's open days); both together, a visitor's combination
      ...(inUse > 1 ? { noindex: true } : {}),
      ...(inUse === 1 ? { canonicalQuery: openDaysHref("", filters).slice(1) } : {}),
    },
    data: {
      ...filters,
      campuses: campuses.map(({ slug, title }) => ({ slug, title })),
      months: byMonth(shown.map((event) => openDayOf(event, ctx, rules)), ctx),
      calendar: campus ? campusCalendar(ctx, campus) : null,
    },
  };
}
