/** The home page (student profile): the campus headline over the school's photograph, the next events and the next open days. */
import { CAMPUS_COUNT_HEADLINE, HOME_EVENTS_SHOWN, HOME_OPEN_DAYS_SHOWN } from "../../core/constants";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { EventList } from "../../ui/components/EventList";
import { Image } from "../../ui/components/Image";
import { OpenDayList } from "../../ui/components/open-days/OpenDayList";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { useLocale } from "../../ui/browser/state/locale";
import { openDayEvents, upcomingEvents } from "../cms/calls/events";
import { menuCampuses } from "../cms/calls/menus";
import { websiteSettings } from "../cms/calls/settings";
import { feedLink } from "../loaders/news";
import { nextOpenDays, openDayOf } from "../loaders/open-days";
import { registrationRules, withRegistration } from "../loaders/registration";
import { organisationLd } from "../loaders/structured-data";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const { cms, today, locale } = ctx;
  // the settings are the chrome's call too, made once a request
  const [events, campuses, openDays, rules, settings] = await Promise.all([
    cms.get(upcomingEvents(today)),
    cms.silent(menuCampuses()),
    cms.silent(openDayEvents(today)),
    registrationRules(cms, ctx.config, today),
    cms.silent(websiteSettings()),
  ]);
  // The campuses the CMS lists (the mega-menu's call, made once a request); the headline's figure when it lists none.
  const count = campuses?.length || CAMPUS_COUNT_HEADLINE;
  const m = messagesFor(locale).home;
  return {
    head: {
      title: m.title,
      description: m.description(count),
      structuredData: ({ page, settings }) => [organisationLd(settings, page, locale)],
      feeds: [feedLink("news"), feedLink("blog")],
    },
    data: {
      campusCount: count,
      events: withRegistration(events.slice(0, HOME_EVENTS_SHOWN), rules, locale),
      /** The next open days, of any campus. */
      openDays: nextOpenDays(openDays ?? [], HOME_OPEN_DAYS_SHOWN).map((event) => openDayOf(event, ctx, rules)),
      photo: settings?.homeImage ?? null,
    },
  };
});

type HomeData = DataOf<typeof load>;

function HomePage({ data }: { data: HomeData }) {
  const { m: messages, path } = useLocale();
  const m = messages.home;
  return (
    <>
      <section className="hero">
        {data.photo && <Image media={data.photo} slot="banner" priority className="hero__photo" alt="" />}
        <div className="container hero__inner">
          <p className="hero__kicker">{m.kicker}</p>
          <h1 className="hero__title">
            <span className="hero__count">{m.count(data.campusCount)}</span>
            {m.countRest}
          </h1>
          <p className="hero__lead">{m.lead}</p>
          <div className="hero__actions">
            <a className="button button--primary" href={path(routePath("formation-list"))}>{m.formations}</a>
            <a className="button button--ghost" href={path(routePath("campus-list"))}>{m.campuses}</a>
          </div>
        </div>
      </section>
      <section className="panel container" aria-labelledby="home-events-title">
        <h2 id="home-events-title" className="panel__title">{m.eventsTitle}</h2>
        <ListOrEmpty items={data.events} kind="events">
          <EventList events={data.events} />
        </ListOrEmpty>
        <p className="panel__more">
          <a className="button button--primary" href={path(routePath("agenda"))}>{m.allEvents}</a>
        </p>
      </section>
      {data.openDays.length > 0 && (
        <section className="panel container" aria-labelledby="home-open-days-title">
          <h2 id="home-open-days-title" className="panel__title">{messages.openDays.upcoming}</h2>
          <OpenDayList openDays={data.openDays} />
          <p className="panel__more">
            <a className="button button--outline" href={path(routePath("portes-ouvertes"))}>{m.allOpenDays}</a>
          </p>
        </section>
      )}
    </>
  );
}

export default route({
  pattern: "/",
  sitemap: { list: "site" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load,
  Page: HomePage,
});
