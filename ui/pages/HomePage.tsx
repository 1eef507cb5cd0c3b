/** Home (student profile): the headline over the school's photograph, the next events panel, the next open days. */
import { routePath } from "../../core/routes";
import type { HomeData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { EventList } from "../components/EventList";
import { OpenDayList } from "../components/open-days/OpenDayList";
import { Image } from "../components/Image";
import { useLocale } from "../islands/state/locale";

export default function HomePage({ data }: { data: HomeData }) {
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
        {data.events.length > 0 ? (
          <EventList events={data.events} />
        ) : (
          <EmptyState kind="events" />
        )}
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
