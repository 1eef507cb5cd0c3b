/** The campus list (by region) and one campus with its team, key data, programmes and next events. */
import { routePath } from "../../core/routes";
import { NO_FILTER, filterCatalogue } from "../../core/catalogue";
import { CAMPUS_COUNT_HEADLINE, type Locale } from "../../core/constants";
import { notFound } from "../../core/errors";
import { LOCALE_TAGS } from "../../core/locale";
import { messagesFor } from "../../core/messages";
import { campusBySlug, allCampuses } from "../cms/calls/campuses";
import { openDayEvents, upcomingEvents } from "../cms/calls/events";
import { catalogue } from "../cms/calls/formations";
import type { CampusSummary } from "../../contract/model/campuses";
import { byCategory } from "./formations";
import { mustBeListed } from "./listed";
import { campusCalendar, nextByCampus, openDayOf } from "./open-days";
import { registrationRules, withRegistration } from "./registration";
import { breadcrumbLd, campusLd } from "./structured-data";
import type { CampusData, CampusListData } from "../../contract/pages";
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

export async function campus(ctx: LoaderContext): Promise<Loaded<CampusData>> {
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
  // Not in the page's language: the French entry is shown the way every untranslated page is (resolve.ts).
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
      nextOpenDay: nextOpenDay ? openDayOf(nextOpenDay, ctx, rules) : null,
      calendar: campusCalendar(ctx, campus),
    },
    document: { type: "campus", documentId: campus.documentId },
  };
}
