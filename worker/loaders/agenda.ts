/** The agenda (/agenda, filtered by ?type=…) and one event (/agenda/{slug}). */
import { routePath } from "../../core/routes";
import { AGENDA_FILTERS, t } from "../../core/dictionary";
import { messagesFor } from "../../core/messages";
import { agendaEvents, eventBySlug } from "../cms/calls/events";
import { isOver, registrationOpen } from "../../core/events";
import { previousDay } from "./open-days";
import { registrationPath, registrationRules, withRegistration } from "./registration";
import { breadcrumbLd, eventLd } from "./structured-data";
import { mustBeListed } from "./listed";
import { found, queryChoice } from "./params";
import type { AgendaData, EventData } from "../../contract/pages";
import type { Loaded, LoaderContext } from "./types";

export async function agenda(ctx: LoaderContext): Promise<Loaded<AgendaData>> {
  const type = queryChoice(ctx.url, "type", AGENDA_FILTERS);
  const filter = type ?? "all";
  const [events, rules] = await Promise.all([
    ctx.cms.get(agendaEvents(ctx.today, filter === "all" ? undefined : filter)),
    registrationRules(ctx.cms, ctx.config, ctx.today),
  ]);
  const m = messagesFor(ctx.locale).agenda;
  return {
    head: {
      title: filter === "all" ? m.title : m.filtered(t(ctx.locale, `agenda-${filter}`)),
      description: m.description,
    },
    data: {
      filter,
      filters: AGENDA_FILTERS.map((key) => ({ key, label: t(ctx.locale, `agenda-${key}`) })),
      events: withRegistration(events, rules, ctx.locale),
    },
  };
}

export async function event(ctx: LoaderContext): Promise<Loaded<EventData>> {
  const slug = ctx.params.slug ?? "";
  await mustBeListed(ctx, "event", slug);
  const [event, rules] = await Promise.all([ctx.cms.get(eventBySlug(slug)), registrationRules(ctx.cms, ctx.config, ctx.today)]);
  const item = found(event, ctx.url.pathname);
  const past = isOver(item, ctx.today);
  const m = messagesFor(ctx.locale);
  return {
    head: {
      title: item.title,
      description: item.description.slice(0, 200) || m.event.description(item.title),
      image: item.image,
      structuredData: ({ page, settings }) => [
        eventLd(item, { page, settings }, ctx.locale, registrationOpen(item, ctx.today)),
        breadcrumbLd(page, ctx.locale, [[m.agenda.title, routePath("agenda", {}, ctx.locale)], [item.title, page.pathname]]),
      ],
    },
    data: {
      event: item,
      past,
      typeLabel: item.type ? t(ctx.locale, `agenda-${item.type}`) : null,
      registration: registrationPath(item, rules, ctx.locale),
      previously: previousDay(item, ctx),
    },
    document: { type: "event", documentId: item.documentId },
  };
}
