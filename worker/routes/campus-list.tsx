/** /campus: the campuses on a map of France, then region by region (the list every reader gets, with or without the map). */
import { CAMPUS_COUNT_HEADLINE, type Locale } from "../../core/constants";
import { LOCALE_TAGS } from "../../core/locale";
import { messagesFor } from "../../core/messages";
import { routePath } from "../../core/routes";
import type { CampusSummary } from "../../contract/model/campuses";
import { CampusMap } from "../../ui/components/campus-map/CampusMap";
import { Image } from "../../ui/components/Image";
import { PageIntro } from "../../ui/components/PageIntro";
import { useLocale } from "../../ui/browser/state/locale";
import { allCampuses } from "../cms/calls/campuses";
import { loader, route, type DataOf } from "../loaders/define";

/** Regions in alphabetical order (the page's language's collation), campuses by city within each. */
function byRegion(campuses: CampusSummary[], locale: Locale) {
  const groups = new Map<string, CampusSummary[]>();
  for (const campus of campuses) {
    const region = campus.region || messagesFor(locale).campuses.otherRegion;
    groups.set(region, [...(groups.get(region) ?? []), campus]);
  }
  const collator = new Intl.Collator(LOCALE_TAGS[locale].intl);
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([region, list]) => ({ region, campuses: list.sort((a, b) => collator.compare(a.city || a.title, b.city || b.title)) }));
}

const load = loader(async (ctx) => {
  const campuses = await ctx.cms.get(allCampuses());
  const m = messagesFor(ctx.locale).campuses;
  return {
    head: { title: m.title, description: m.description(CAMPUS_COUNT_HEADLINE) },
    data: { count: campuses.length, regions: byRegion(campuses, ctx.locale) },
  };
});

type CampusListData = DataOf<typeof load>;

function CampusListPage({ data }: { data: CampusListData }) {
  const { m, path } = useLocale();
  return (
    <>
      <PageIntro title={m.campuses.title} lead={m.campuses.lead(data.count)} trail={[{ label: m.campuses.crumb, path: path(routePath("campus-list")) }]} />
      <div className="container page-body">
        <CampusMap campuses={data.regions.flatMap((r) => r.campuses)} label={m.campuses.map} />
        <nav aria-label={m.campuses.regions} className="region-index">
          <ul className="chips__list">
            {data.regions.map(({ region }) => (
              <li key={region}>
                <a className="chip" href={`#${regionId(region)}`}>{region}</a>
              </li>
            ))}
          </ul>
        </nav>
        {data.regions.map(({ region, campuses }) => (
          <section key={region} className="region" aria-labelledby={regionId(region)}>
            <h2 id={regionId(region)} className="region__title">{region}</h2>
            <ul className="campus-grid">
              {campuses.map((campus) => (
                <li key={campus.slug}>
                  <a className="campus-card" href={path(routePath("campus", { slug: campus.slug }))}>
                    {campus.image && <Image media={campus.image} slot="campusCard" className="campus-card__image" alt="" />}
                    <span className="campus-card__title">{campus.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** An anchor id for a region name ("Île-de-France" → "region-ile-de-france"). */
const regionId = (region: string) =>
  `region-${region.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

export default route({
  pattern: "/campus",
  sitemap: { list: "campuses" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load,
  Page: CampusListPage,
});
