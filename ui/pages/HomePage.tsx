/** Home (student profile): headline, the next events panel. */
import type { HomeData } from "../../content/pages";
import { EmptyState } from "../components/EmptyState";
import { EventList } from "../components/EventList";

export default function HomePage({ data }: { data: HomeData }) {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="hero__kicker">Commerce · Gestion · Comptabilité · Finance · Paie · Communication</p>
          <h1 className="hero__title">
            <span className="hero__count">{data.campusCount} campus</span> partout en France
          </h1>
          <p className="hero__lead">Du BTS au Bac+5, en alternance ou en initial : trouvez la formation et le campus qui vous ressemblent.</p>
          <div className="hero__actions">
            <a className="button button--primary" href="/formations">Nos formations</a>
            <a className="button button--ghost" href="/campus">Nos campus</a>
          </div>
        </div>
      </section>
      <section className="panel container" aria-labelledby="home-events-title">
        <h2 id="home-events-title" className="panel__title">Découvrir nos campus</h2>
        {data.events.length > 0 ? (
          <EventList events={data.events} />
        ) : (
          <EmptyState kind="events" />
        )}
        <p className="panel__more">
          <a className="button button--primary" href="/agenda">Tous nos évènements</a>
        </p>
      </section>
    </>
  );
}
