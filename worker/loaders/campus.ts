/** The campus list, by region. */
import { CAMPUS_COUNT_HEADLINE, type Locale } from "../../core/constants";
import { LOCALE_TAGS } from "../../core/locale";
import { messagesFor } from "../../core/messages";
import { allCampuses } from "../cms/calls/campuses";
import type { CampusSummary } from "../../contract/model/campuses";
import type { CampusListData } from "../../contract/pages";
import type { Loaded, LoaderContext } from "./types";

/** Regions in alphabetical order (the page's language's collation), campuses by city within each. */
export function byRegion(campuses: CampusSummary[], locale: Locale) {
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

export async function campusList(ctx: LoaderContext): Promise<Loaded<CampusListData>> {
  const campuses = await ctx.cms.get(allCampuses());
  const m = messagesFor(ctx.locale).campuses;
  return {
    head: { title: m.title, description: m.description(CAMPUS_COUNT_HEADLINE) },
    data: { count: campuses.length, regions: byRegion(campuses, ctx.locale) },
  };
}
