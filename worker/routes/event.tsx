/** /agenda/{slug}: one event, its type and state, dates, campus, description, its registration (the site's hand-off to the CRM form) and its calendar file. */
import { formatPeriod, formatTime } from "../../core/dates";
import { t } from "../../core/dictionary";
import { isOver, registrationOpen } from "../../core/events";
import { messagesFor } from "../../core/messages";
import { eventCalendarPath, routePath } from "../../core/routes";
import { Image } from "../../ui/components/Image";
import { PageIntro } from "../../ui/components/PageIntro";
import { useLocale } from "../../ui/browser/state/locale";
import { eventBySlug } from "../cms/calls/events";
import { mustBeListed } from "../loaders/listed";
import { previousDay } from "../loaders/open-days";
import { found } from "../loaders/params";
import { registrationPath, registrationRules } from "../loaders/registration";
import { breadcrumbLd, eventLd } from "../loaders/structured-data";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
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
      /** The day it was first announced for, once moved. */
      previously: previousDay(item, ctx),
    },
    document: { type: "event", documentId: item.documentId },
  };
});

type EventData = DataOf<typeof load>;

function EventPage({ data }: { data: EventData }) {
  const { event } = data;
  const { locale, m: messages, path } = useLocale();
  const m = messages.event;
  return (
    <article>
      <PageIntro
        title={event.title}
        trail={[
          { label: messages.agenda.title, path: path(routePath("agenda")) },
          { label: event.title, path: path(routePath("event", { slug: event.slug })) },
        ]}
        kicker={data.typeLabel && <span className="tag tag--light">{data.typeLabel}</span>}
      />
      <div className="container page-body article-layout">
        <div className="article-layout__main">
          {event.image && <Image media={event.image} slot="hero" priority className="article-image" />}
          {data.past && <p className="notice">{m.over}</p>}
          {!data.past && event.eventStatus === "annule" && <p className="notice">{m.cancelled}</p>}
          {data.previously && <p className="notice">{m.moved(data.previously)}</p>}
          <p className="lead">{event.description}</p>
        </div>
        <aside className="article-layout__aside info-card" aria-label={m.practical}>
          <dl className="info-list">
            <dt>{m.date}</dt>
            <dd>
              <time dateTime={event.dateStart}>{formatPeriod(event.dateStart, event.dateEnd, locale)}</time>
            </dd>
            <dt>{m.time}</dt>
            <dd>
              {event.dateEnd ? `${formatTime(event.dateStart, locale)}\u00a0– ${formatTime(event.dateEnd, locale)}` : formatTime(event.dateStart, locale)}
            </dd>
            {event.campus && (
              <>
                <dt>{m.campus}</dt>
                <dd>
                  <a href={path(routePath("campus", { slug: event.campus.slug }))}>{event.campus.title}</a>
                </dd>
              </>
            )}
          </dl>
          {data.registration && (
            <a className="button button--primary button--block" href={data.registration} rel="nofollow">
              {m.register}
            </a>
          )}
          {!data.past && event.eventStatus !== "annule" && (
            <a className="info-card__calendar" href={eventCalendarPath(event.slug, locale)} rel="nofollow">
              {m.addToCalendar}
            </a>
          )}
          <a className="info-card__back" href={path(routePath("agenda"))}>{m.all}</a>
        </aside>
      </div>
    </article>
  );
}

export default route({
  pattern: "/agenda/:slug",
  sitemap: { entries: "events" },
  preview: true,
  english: true,
  cache: { globalTier: true },
  load,
  Page: EventPage,
});
