/** One campus: presentation, team, key data, its programmes and its next events (anchors). */
import { useAtomValue } from "jotai";
import type { CampusData } from "../../content/pages";
import { CatalogueGroups } from "../components/CatalogueGroups";
import { AnchorNav } from "../components/AnchorNav";
import { EmptyState } from "../components/EmptyState";
import { EventList } from "../components/EventList";
import { Image } from "../components/Image";
import { PageIntro } from "../components/PageIntro";
import { RichText } from "../components/RichText";
import { ContactCards } from "../components/sections/ContactCards";
import { KeyFigures } from "../components/sections/KeyFigures";
import { TeamList } from "../components/sections/TeamList";
import { PopinButton } from "../components/popin/PopinButton";
import { localeAtom } from "../state/page";

const ANCHORS = [
  ["campus", "Le campus"],
  ["team", "L’équipe"],
  ["keydata", "Chiffres clés"],
  ["formations", "Formations"],
  ["event", "Évènements"],
] as const;

export default function CampusPage({ data }: { data: CampusData }) {
  const { campus } = data;
  const locale = useAtomValue(localeAtom);
  return (
    <>
      <PageIntro
        title={campus.title}
        lead={[campus.address, [campus.zipCode, campus.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
        trail={[
          { label: "Campus", path: "/campus" },
          { label: campus.title, path: `/campus/${campus.slug}` },
        ]}
      >
        <div className="page-intro__actions">
          <PopinButton action="brochure" className="button button--primary">Brochure</PopinButton>
          <PopinButton action="contact" className="button button--ghost">Contacter le campus</PopinButton>
        </div>
      </PageIntro>
      <AnchorNav anchors={ANCHORS} />
      <div className="container page-body">
        <section id="campus" className="page-section split" aria-labelledby="campus-title">
          <div>
            <h2 id="campus-title">Le campus</h2>
            <RichText value={campus.description} />
            {campus.contacts.length > 0 && <ContactCards contacts={campus.contacts} />}
          </div>
          {campus.image && <Image media={campus.image} width={520} height={325} eager className="split__image" />}
        </section>
        <section id="team" className="page-section" aria-labelledby="team-title">
          <h2 id="team-title">L’équipe du campus</h2>
          <TeamList members={campus.team} />
        </section>
        <section id="keydata" className="page-section" aria-labelledby="keydata-title">
          <h2 id="keydata-title">Chiffres clés</h2>
          <KeyFigures figures={campus.keyData} />
        </section>
        <section id="formations" className="page-section" aria-labelledby="formations-title">
          <h2 id="formations-title">Les formations du campus</h2>
          {data.formations.length > 0 ? (
            <CatalogueGroups groups={data.formations} locale={locale} level={3} />
          ) : (
            <EmptyState kind="courses" />
          )}
        </section>
        <section id="event" className="page-section" aria-labelledby="event-title">
          <h2 id="event-title">Prochains évènements</h2>
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
