/**
 * The sitemap's pages, read from the CMS: home, every list page, the catalogue's one-filter pages that list programmes,
 * and every programme, campus, news item, blog post, upcoming event, career sheet and article, each dated by its last
 * change in the CMS.
 */
import { catalogueHref, landingFilters } from "../../core/catalogue";
import { articlePath, NEWS_ROUTES, routePath, type NewsKind, type RouteName } from "../../core/routes";
import type { DatedEntry } from "../../contract/model/common";
import { articleDates } from "../cms/calls/articles";
import { campusDates } from "../cms/calls/campuses";
import { ficheDates, offerDates } from "../cms/calls/careers";
import { upcomingEventDates } from "../cms/calls/events";
import { catalogue, formationDates } from "../cms/calls/formations";
import { newsDates } from "../cms/calls/news";
import type { CmsClient } from "../cms/client";
import { everyPage } from "../cms/every-page";
import { legacyTarget } from "../middleware/url-rules/legacy";
import { matchPage } from "../pages/match";
import { englishVersions } from "./english";
import { latest, type SitemapEntry } from "./sitemap";

interface Reading {
  cms: CmsClient;
  prefix: string;
  today: string;
}

interface Family {
  /** The pages that list the family: dated by its latest change. */
  lists: string[];
  read: (r: Reading) => Promise<DatedEntry[]>;
  /** Where an entry's own page lives, and the routes of the table that may answer there (the first that matches must be one). */
  detail?: { routes: RouteName[]; path: (entry: DatedEntry) => string | null };
}

/** The routes that show a CMS article: the rubriques' own and the fixed ones (crm/brochure lists brochures as well). */
const ARTICLE_ROUTES: RouteName[] = [
  "rubrique", "rubrique-article", "crm-brochure", "nos-engagements", "demarche-qualite", "alumni", "alumni-ambassadeurs", "contact", "entreprise",
  "partenaire", "edito-reseau", "art-culture", "podcasts", "podcasts-variant",
];

const news = (kind: NewsKind): Family => ({
  lists: [routePath(NEWS_ROUTES[kind].list)],
  read: ({ cms, prefix }) => everyPage(cms, (n) => newsDates(prefix, kind, n)),
  detail: { routes: [NEWS_ROUTES[kind].entry], path: (e) => routePath(NEWS_ROUTES[kind].entry, { slug: e.slug }) },
});

const FAMILIES: Family[] = [
  // the brochure landing lists the programmes' brochures
  {
    lists: [routePath("formation-list"), routePath("formations-reseau"), routePath("crm-brochure")],
    read: ({ cms }) => everyPage(cms, formationDates),
    detail: { routes: ["formation"], path: (e) => routePath("formation", { slug: e.slug }) },
  },
  { lists: [routePath("campus-list")], read: ({ cms }) => everyPage(cms, campusDates), detail: { routes: ["campus"], path: (e) => routePath("campus", { slug: e.slug }) } },
  news("news"),
  news("blog"),
  {
    // the open days page lists some of them: dated by the agenda's latest change
    lists: [routePath("agenda"), routePath("portes-ouvertes")],
    read: ({ cms, today }) => everyPage(cms, (n) => upcomingEventDates(today, n)),
    detail: { routes: ["event"], path: (e) => routePath("event", { slug: e.slug }) },
  },
  {
    lists: [routePath("fiches-metiers")],
    read: ({ cms }) => everyPage(cms, ficheDates),
    detail: { routes: ["fiche-metier"], path: (e) => routePath("fiche-metier", { slug: e.slug }) },
  },
  { lists: [routePath("offres-alternance")], read: ({ cms }) => everyPage(cms, offerDates) },
  {
    lists: [routePath("article-index")],
    read: ({ cms, prefix }) => everyPage(cms, (n) => articleDates(prefix, n)),
    detail: { routes: ARTICLE_ROUTES, path: (e) => (e.rubrique ? articlePath({ rubrique: e.rubrique, slug: e.slug }) : null) },
  },
];

/**
 * Only an address the route table sends to the family's page: an odd slug, a rubrique shadowed by a
 * fixed route, or an address the redirect table sends elsewhere is left out.
 */
function servedBy(path: string, routes: RouteName[]): boolean {
  const match = matchPage(path);
  return match !== null && routes.includes(match.name) && legacyTarget(path) === null;
}

/** Paths with their last change, each once (the latest date kept), home first. */
async function datedPaths(r: Reading): Promise<Map<string, string | undefined>> {
  const [formations, ...read] = await Promise.all([r.cms.get(catalogue()), ...FAMILIES.map((family) => family.read(r))]);
  const paths = new Map<string, string | undefined>();
  const add = (path: string, lastmod: string | null | undefined) => paths.set(path, latest([paths.get(path), lastmod]));
  add("/", latest(read.flat().map((e) => e.updatedAt)));
  FAMILIES.forEach((family, i) => {
    const entries = read[i] ?? [];
    const newest = latest(entries.map((e) => e.updatedAt));
    for (const list of family.lists) add(list, newest);
    if (!family.detail) return;
    for (const entry of entries) {
      const path = family.detail.path(entry);
      if (path && servedBy(path, family.detail.routes)) add(path, entry.updatedAt);
    }
  });
  // the catalogue's one-filter landing pages, dated as the catalogue
  for (const filters of landingFilters(formations)) add(catalogueHref(routePath("formation-list"), filters), paths.get(routePath("formation-list")));
  return paths;
}

/**
 * Each page once, absolute; with English on, a page that has an English version is listed in both
 * languages, each naming the other (hreflang) and French as the default.
 */
function withLanguages(paths: Map<string, string | undefined>, english: Map<string, string>, origin: string): SitemapEntry[] {
  const at = (path: string) => new URL(path, origin).href;
  return [...paths].flatMap(([path, lastmod]) => {
    const en = english.get(path);
    if (!en) return [{ loc: at(path), lastmod }];
    const alternates = [
      { hreflang: "fr", href: at(path) },
      { hreflang: "en", href: at(en) },
      { hreflang: "x-default", href: at(path) },
    ];
    return [
      { loc: at(path), lastmod, alternates },
      { loc: at(en), lastmod, alternates },
    ];
  });
}

export async function sitemapEntries(r: Reading & { englishEnabled: boolean; origin: string }): Promise<SitemapEntry[]> {
  const paths = await datedPaths(r);
  const english = r.englishEnabled ? englishVersions([...paths.keys()]) : new Map<string, string>();
  return withLanguages(paths, english, r.origin);
}
