/** /formations/{slug}: one programme, key facts, then objectives, programme, admission, certification, results and price, each a section anchor. */
import { accessDelayKey, formatDuration, t } from "../../core/dictionary";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import type { Unit } from "../../contract/model/formations";
import { AnchorNav, AnchorSection } from "../../ui/components/AnchorNav";
import { Image } from "../../ui/components/Image";
import { OpenDayLines } from "../../ui/components/open-days/OpenDayLines";
import { PageIntro } from "../../ui/components/PageIntro";
import { ProgrammeResults } from "../../ui/components/results/ProgrammeResults";
import { RichText } from "../../ui/components/RichText";
import { ListOrEmpty } from "../../ui/components/ListOrEmpty";
import { PopinButton } from "../../ui/browser/popin/PopinButton";
import { useLocale } from "../../ui/browser/state/locale";
import { openDayEvents } from "../cms/calls/events";
import { formationBySlug } from "../cms/calls/formations";
import { mustBeListed } from "../loaders/listed";
import { nextByCampus, openDayOf } from "../loaders/open-days";
import { found } from "../loaders/params";
import { registrationRules } from "../loaders/registration";
import { breadcrumbLd, courseLd } from "../loaders/structured-data";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const slug = ctx.params.slug ?? "";
  await mustBeListed(ctx, "formation", slug);
  const [formation, openDays, rules] = await Promise.all([
    ctx.cms.get(formationBySlug(slug)),
    ctx.cms.silent(openDayEvents(ctx.today)),
    registrationRules(ctx.cms, ctx.config, ctx.today),
  ]);
  const item = found(formation, ctx.url.pathname);
  const next = nextByCampus(openDays ?? []);
  const duration = item.duration ? formatDuration(ctx.locale, item.duration) : null;
  const m = messagesFor(ctx.locale);
  return {
    head: {
      title: item.seo?.metaTitle || item.title,
      description:
        item.seo?.metaDescription ||
        m.formation.description(item.title, t(ctx.locale, `rhythm-${item.rhythm}`), t(ctx.locale, `entry-level-${item.entryLevel}`)),
      image: item.image,
      structuredData: ({ page, settings }) => [
        courseLd(item, page, settings, ctx.locale),
        breadcrumbLd(page, ctx.locale, [[m.formations.crumb, routePath("formation-list", {}, ctx.locale)], [item.title, page.pathname]]),
      ],
    },
    data: {
      formation: item,
      duration,
      /** The next open day of each campus teaching it that has one, soonest first (the CMS's order). */
      openDays: [...next.values()].filter((event) => item.campuses.some((c) => c.slug === event.campus?.slug)).map((event) => openDayOf(event, ctx, rules)),
    },
    document: { type: "formation", documentId: item.documentId },
  };
});

type FormationData = DataOf<typeof load>;

/** The page's anchor sections, in this order; their labels are the messages'. */
const ANCHORS = ["objectifs", "formation", "admission", "certification", "resultats", "tarif"] as const;

function Units({ title, units }: { title: string; units: Unit[] }) {
  if (!units.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <ol className="units">
        {units.map((unit, i) => (
          <li key={i} className="units__item">
            <p className="units__title">{unit.title}</p>
            {unit.description && <p className="units__description">{unit.description}</p>}
            {(unit.hours || unit.ects) && (
              <p className="units__meta">{[unit.hours && `${unit.hours} h`, unit.ects && `${unit.ects} ECTS`].filter(Boolean).join(" · ")}</p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function FormationPage({ data }: { data: FormationData }) {
  const { formation } = data;
  const { locale, m: messages, path } = useLocale();
  const m = messages.formation;
  const facts = [
    [m.entryLevel, t(locale, `entry-level-${formation.entryLevel}`)],
    [m.graduationLevel, t(locale, `graduation-level-${formation.graduationLevel}`)],
    [m.rhythm, t(locale, `rhythm-${formation.rhythm}`)],
    ...(data.duration ? [[m.duration, data.duration]] : []),
  ];
  return (
    <>
      <PageIntro
        title={formation.title}
        lead={formation.summary}
        kicker={<span className="tag tag--light">{t(locale, `category-${formation.category}`)}</span>}
        trail={[
          { label: messages.formations.crumb, path: path(routePath("formation-list")) },
          { label: formation.title, path: path(routePath("formation", { slug: formation.slug })) },
        ]}
      >
        <dl className="facts-bar">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="page-intro__actions">
          <PopinButton action="registration" className="button button--primary">{m.apply}</PopinButton>
          <PopinButton action="brochure" className="button button--ghost">{m.brochure}</PopinButton>
        </div>
      </PageIntro>
      <AnchorNav anchors={ANCHORS.map((id) => [id, m.anchors[id]] as const)} />
      <div className="container page-body article-layout">
        <div className="article-layout__main">
          <AnchorSection id="objectifs" title={m.objectives}>
            <RichText value={formation.objectives} />
          </AnchorSection>
          <AnchorSection id="formation" title={m.programme}>
            <Units title={m.teachingUnits} units={formation.teachingUnits} />
            <Units title={m.skillUnits} units={formation.skillUnits} />
          </AnchorSection>
          <AnchorSection id="admission" title={m.admission}>
            <RichText value={formation.admission} />
            <p className="access-delay">
              <strong>{t(locale, "access-delay-label")}</strong> {t(locale, accessDelayKey(formation.category))}
            </p>
          </AnchorSection>
          <AnchorSection id="certification" title={m.certification}>
            <RichText value={formation.certification} />
            {formation.rncp && <p className="units__meta">{m.rncp}{formation.rncp}</p>}
          </AnchorSection>
          <ProgrammeResults results={formation.results} rncp={formation.rncp} />
          <AnchorSection id="tarif" title={m.price}>
            <RichText value={formation.price} />
          </AnchorSection>
        </div>
        <aside className="article-layout__aside" aria-labelledby="where-title">
          {/* not the page's LCP image: its headline is, and on phones the aside comes after the whole text */}
          {formation.image && <Image media={formation.image} slot="aside" className="aside-image" />}
          <h2 id="where-title" className="aside-title">{m.where}</h2>
          <ListOrEmpty items={formation.campuses} kind="results">
            <ul className="link-list">
              {formation.campuses.map((campus) => (
                <li key={campus.slug}>
                  <a href={path(routePath("campus", { slug: campus.slug }))}>{campus.title}</a>
                </li>
              ))}
            </ul>
          </ListOrEmpty>
          {data.openDays.length > 0 && (
            <>
              <h2 id="open-days-title" className="aside-title">{messages.openDays.upcoming}</h2>
              <OpenDayLines openDays={data.openDays} />
            </>
          )}
        </aside>
      </div>
    </>
  );
}

export default route({
  pattern: "/formations/:slug",
  sitemap: { entries: "formations" },
  preview: true,
  english: true,
  cache: { globalTier: true },
  load,
  Page: FormationPage,
});
