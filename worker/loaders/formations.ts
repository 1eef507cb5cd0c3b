/** The programme catalogue (/formations with filters, /formations-reseau) and one programme page. */
import { routePath } from "../../core/routes";
import { CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES, formatDuration, t } from "../../core/dictionary";
import { messagesFor } from "../../core/messages";
import { allCampuses } from "../cms/calls/campuses";
import { openDayEvents } from "../cms/calls/events";
import { catalogue, formationBySlug } from "../cms/calls/formations";
import type { FormationSummary } from "../../contract/model/formations";
import { breadcrumbLd, courseLd } from "./structured-data";
import { mustBeListed } from "./listed";
import { nextByCampus, openDayOf } from "./open-days";
import { registrationRules } from "./registration";
import { found, queryChoice } from "./params";
import { redirect } from "./redirect";
import { catalogueHref, catalogueQuery, filterCatalogue, filtersInUse, nearestMatching, type CatalogueFilters } from "../../core/catalogue";
import { catalogueHeading } from "../../core/catalogue-labels";
import type { FormationData, FormationGroup, FormationListData, FormationsReseauData } from "../../contract/pages";
import type { Loaded, LoaderContext } from "./types";

const LEVEL_VALUES = LEVELS.map(String);
const level = (value: string | undefined) => (value === undefined ? null : Number(value));

/**
 * The catalogue, its filters applied here to the one cached answer: no combination is a CMS call or an answer of its
 * own. A combination no programme matches (a campus that is no longer one, `niveau=0&entree=5`) is sent to the nearest
 * one that some programme does (nearestMatching), so the only pages are those with programmes.
 */
export async function formationList(ctx: LoaderContext): Promise<Loaded<FormationListData>> {
  const [campuses, all] = await Promise.all([ctx.cms.get(allCampuses()), ctx.cms.get(catalogue())]);
  const asked: CatalogueFilters = {
    category: queryChoice(ctx.url, "categorie", PROGRAM_CATEGORIES) ?? null,
    level: level(queryChoice(ctx.url, "niveau", LEVEL_VALUES)),
    campus: queryChoice(ctx.url, "campus", campuses.map((c) => c.slug)) ?? null,
    rhythm: queryChoice(ctx.url, "rythme", CATALOGUE_RHYTHMS) ?? null,
    entry: level(queryChoice(ctx.url, "entree", LEVEL_VALUES)),
  };
  // never null without a pinned filter: the unfiltered catalogue is always a page
  const filters = nearestMatching(all, asked)!;
  // a campus slug that names none is a made-up value the route's pattern let through: dropped, as a mismatch is
  const moved = (Object.keys(asked) as (keyof CatalogueFilters)[]).some((key) => filters[key] !== asked[key]);
  if (moved || (ctx.url.searchParams.has("campus") && !asked.campus)) redirect(catalogueHref(ctx.url.pathname, filters));
  const m = messagesFor(ctx.locale).formations;
  const formations = filterCatalogue(all, filters);
  // One filter is a page of its own ("Formations BTS"), with its title and description; combinations are endless
  // variations of it, not for search engines.
  const heading = catalogueHeading(filters, ctx.locale, m, campuses.find((c) => c.slug === filters.campus)?.title ?? null);
  const inUse = filtersInUse(filters);
  return {
    head: { title: heading, description: inUse === 1 ? m.filteredDescription(heading, formations.length) : m.description, ...(inUse > 1 ? { noindex: true } : {}), ...(inUse === 1 ? { canonicalQuery: new URLSearchParams(catalogueQuery(filters)).toString() } : {}) },
    data: { ...filters, campuses: campuses.map(({ slug, title }) => ({ slug, title })), formations, catalogue: all },
  };
}

/** Every programme of the network, grouped by category in the catalogue's order. */
export function byCategory(list: FormationSummary[]): FormationGroup[] {
  const known: readonly string[] = PROGRAM_CATEGORIES;
  const order = (category: string) => (known.includes(category) ? known.indexOf(category) : known.length);
  const categories = [...new Set(list.map((f) => f.category))].sort((a, b) => order(a) - order(b));
  return categories.map((category) => ({ category, formations: list.filter((f) => f.category === category) }));
}

export async function formationsReseau(ctx: LoaderContext): Promise<Loaded<FormationsReseauData>> {
  const list = await ctx.cms.get(catalogue());
  const m = messagesFor(ctx.locale).network;
  return {
    head: { title: m.title(list.length), description: m.description },
    data: { total: list.length, groups: byCategory(list) },
  };
}

export async function formation(ctx: LoaderContext): Promise<Loaded<FormationData>> {
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
      // its campuses' next open days, soonest first (the CMS's order)
      openDays: [...next.values()].filter((event) => item.campuses.some((c) => c.slug === event.campus?.slug)).map((event) => openDayOf(event, ctx, rules)),
    },
    document: { type: "formation", documentId: item.documentId },
  };
}
