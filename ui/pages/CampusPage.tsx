/** One campus: presentation, team, key data, its programmes and its next events (anchors). */
import { routePath } from "../../core/routes";
import type { CampusData } from "../../contract/pages";
import { CatalogueGroups } from "../components/CatalogueGroups";
import { AnchorNav } from "../components/AnchorNav";
import { EmptyState } from "../islands/EmptyState";
import { EventList } from "../components/EventList";
import { Image } from "../components/Image";
import { PageIntro } from "../components/PageIntro";
import { RichText } from "../components/RichText";
import { ContactCards } from "../components/sections/ContactCards";
import { KeyFigures } from "../components/sections/KeyFigures";
import { TeamList } from "../components/sections/TeamList";
import { PopinButton } from "../islands/popin/PopinButton";
import { useLocale } from "../islands/state/locale";

/** The page's anchor sections, in this order; their labels are the messages'. */
const ANCHORS = ["campus", "team", "keydata", "formations", "event"] as const;

export default function CampusPage({ data }: { data: CampusData }) {
  const { campus } = data;
  const { locale, m: messages, path } = useLocale();
  const m = messages.campus;
  return (
    <>
      <PageIntro
        title={campus.title}
        lead={[campus.address, [campus.zipCode, campus.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
        trail={[
          { label: messages.campuses.crumb, path: path(routePath("campus-list")) },
          { label: campus.title, path: path(routePath("campus", { slug: campus.slug })) },
        ]}
      >
        <div className="page-intro__actions">
          <PopinButton action="brochure" className="button button--primary">{m.brochure}</PopinButton>
          <PopinButton action="contact" className="button button--ghost">{m.contact}</PopinButton>
        </div>
      </PageIntro>
      <AnchorNav anchors={ANCHORS.map((id) => [id, m.anchors[id]] as const)} />
      <div className="container page-body">
        <section id="campus" className="page-section split" aria-labelledby="campus-title">
          <div>
            <h2 id="campus-title">{m.about}</h2>
            <RichText value={campus.description} />
            {campus.contacts.length > 0 && <ContactCards contacts={campus.contacts} />}
          </div>
          {campus.image && <Image media={campus.image} slot="split" priority className="split__image" />}
        </section>
        <section id="team" className="page-section" aria-labelledby="team-title">
          <h2 id="team-title">{m.team}</h2>
          <TeamList members={campus.team} />
        </section>
        <section id="keydata" className="page-section" aria-labelledby="keydata-title">
          <h2 id="keydata-title">{m.keyData}</h2>
          <KeyFigures figures={campus.keyData} />
        </section>
        <section id="formations" className="page-section" aria-labelledby="formations-title">
          <h2 id="formations-title">{m.formations}</h2>
          {data.formations.length > 0 ? (
            <CatalogueGroups groups={data.formations} locale={locale} level={3} />
          ) : (
            <EmptyState kind="courses" />
          )}
        </section>
        <section id="event" className="page-section" aria-labelledby="event-title">
          <h2 id="event-title">{m.events}</h2>
          {data.events.length > 0 ? (
            <EventList events={data.events} />
          ) : (
            <EmptyState kind="events" />
          )}
        </section>
      </div>
    </>
  );
}
