/** The campus list (by region) and one campus with its team, key data, programmes and next events. */
import { CAMPUS_COUNT_HEADLINE } from "../../core/constants";
import { campusBySlug, allCampuses } from "../cms/calls/campuses";
import { upcomingEvents } from "../cms/calls/events";
import { catalogue } from "../cms/calls/formations";
import type { CampusSummary } from "../../content/model/campuses";
import { byCategory } from "./formations";
import { breadcrumbLd, campusLd } from "./structured-data";
import type { CampusData, CampusListData } from "../../content/pages";
import type { Loaded, LoaderContext } from "./types";

/** Regions in alphabetical order (French collation), campuses by city within each. */
export function byRegion(campuses: CampusSummary[]) {
  const groups = new Map<string, CampusSummary[]>();
  for (const campus of campuses) {
    const region = campus.region || "Autres campus";
    groups.set(region, [...(groups.get(region) ?? []), campus]);
  }
  const collator = new Intl.Collator("fr");
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([region, list]) => ({ region, campuses: list.sort((a, b) => collator.compare(a.city || a.title, b.city || b.title)) }));
}

export async function campusList(ctx: LoaderContext): Promise<Loaded<CampusListData>> {
  const campuses = await ctx.cms.get(allCampuses());
  return {
    head: {
      title: "Nos campus",
      description: `${CAMPUS_COUNT_HEADLINE} campus partout en France pour vous former du BTS au Bac+5, en alternance ou en initial.`,
    },
    data: { count: campuses.length, regions: byRegion(campuses) },
  };
}

export async function campus(ctx: LoaderContext): Promise<Loaded<CampusData>> {
  const slug = ctx.params.slug ?? "";
  const [campus, formations, events] = await Promise.all([
    ctx.cms.get(campusBySlug(slug)),
    ctx.cms.silent(catalogue({ campus: slug })),
    ctx.cms.silent(upcomingEvents(ctx.today, slug)),
  ]);
  return {
    head: {
      title: campus.seo?.metaTitle || campus.title,
      description: campus.seo?.metaDescription || `${campus.title} : formations, équipe, chiffres clés et évènements à venir.`,
      image: campus.image,
      structuredData: ({ page }) => [campusLd(campus, page), breadcrumbLd(page, [["Campus", "/campus"], [campus.title, page.pathname]])],
    },
    data: { campus, formations: byCategory(formations ?? []), events: events ?? [] },
  };
}
