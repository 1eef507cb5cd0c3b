/** One campus: presentation, team, key data, its programmes and its next events (anchors), with its next open day. */
import { NO_FILTER, filterCatalogue } from "../../core/catalogue";
import { notFound } from "../../core/errors";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import { AnchorNav, AnchorSection } from "../../ui/components/AnchorNav";
import { CatalogueGroups } from "../../ui/components/CatalogueGroups";
import { EventList } from "../../ui/components/EventList";
import { Image } from "../../ui/components/Image";
import { NextOpenDay } from "../../ui/components/open-days/NextOpenDay";
import { PageIntro } from "../../ui/components/PageIntro";
import { RichText } from "../../ui/components/RichText";
import { ContactCards } from "../../ui/components/sections/ContactCards";
import { KeyFigures } from "../../ui/components/sections/KeyFigures";
import { TeamList } from "../../ui/components/sections/TeamList";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { PopinButton } from "../../ui/browser/popin/PopinButton";
import { useLocale } from "../../ui/browser/state/locale";
import { campusBySlug } from "../cms/calls/campuses";
import { openDayEvents, upcomingEvents } from "../cms/calls/events";
import { catalogue } from "../cms/calls/formations";
import { byCategory } from "../loaders/formations";
import { mustBeListed } from "../loaders/listed";
import { campusCalendar, nextByCampus, openDayOf } from "../loaders/open-days";
import { registrationRules, withRegistration } from "../loaders/registration";
import { breadcrumbLd, campusLd } from "../loaders/structured-data";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const slug = ctx.params.slug ?? "";
  await mustBeListed(ctx, "campus", slug);
  const [campus, formations, events, openDays, rules] = await Promise.all([
    ctx.cms.get(campusBySlug(slug)),
    // the catalogue's one answer, filtered here: no answer of its own per campus
    ctx.cms.silent(catalogue()),
    ctx.cms.silent(upcomingEvents(ctx.today, slug)),
    // and the open days' one answer likewise
    ctx.cms.silent(openDayEvents(ctx.today)),
    registrationRules(ctx.cms, ctx.config, ctx.today),
  ]);
  // Not in the page's language: the French entry is shown the way every untranslated page is (worker/router/load.ts).
  if (campus.locale && campus.locale !== ctx.cms.locale) throw notFound(ctx.url.pathname);
  const m = messagesFor(ctx.locale);
  const nextOpenDay = nextByCampus(openDays ?? []).get(slug);
  return {
    head: {
      title: campus.seo?.metaTitle || campus.title,
      description: campus.seo?.metaDescription || m.campus.description(campus.title),
      image: campus.image,
      structuredData: ({ page }) => [
        campusLd(campus, page),
        breadcrumbLd(page, ctx.locale, [[m.campuses.crumb, routePath("campus-list", {}, ctx.locale)], [campus.title, page.pathname]]),
      ],
    },
    data: {
      campus,
      formations: byCategory(filterCatalogue(formations ?? [], { ...NO_FILTER, campus: slug })),
      events: withRegistration(events ?? [], rules, ctx.locale),
      /** Its next open day, cancelled ones left out; none announced yet: null. */
      nextOpenDay: nextOpenDay ? openDayOf(nextOpenDay, ctx, rules) : null,
      calendar: campusCalendar(ctx, campus),
    },
    document: { type: "campus", documentId: campus.documentId },
  };
});

export type CampusData = DataOf<typeof load>;

/** The page's anchor sections, in this order; their labels are the messages'. */
const ANCHORS = ["campus", "team", "keydata", "formations", "event"] as const;

function CampusPage({ data }: { data: CampusData }) {
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
      <div className="container">
        <NextOpenDay openDay={data.nextOpenDay} calendar={data.calendar} />
      </div>
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
        <AnchorSection id="team" title={m.team}>
          <TeamList members={campus.team} />
        </AnchorSection>
        <AnchorSection id="keydata" title={m.keyData}>
          <KeyFigures figures={campus.keyData} />
        </AnchorSection>
        <AnchorSection id="formations" title={m.formations}>
          <ListOrEmpty items={data.formations} kind="courses">
            <CatalogueGroups groups={data.formations} locale={locale} level={3} />
          </ListOrEmpty>
        </AnchorSection>
        <AnchorSection id="event" title={m.events}>
          <ListOrEmpty items={data.events} kind="events">
            <EventList events={data.events} />
          </ListOrEmpty>
        </AnchorSection>
      </div>
    </>
  );
}

export default route({
  pattern: "/campus/:slug",
  sitemap: { entries: "campuses" },
  preview: true,
  english: true,
  cache: { globalTier: true },
  load,
  Page: CampusPage,
});
