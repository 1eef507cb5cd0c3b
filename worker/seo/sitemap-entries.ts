/**
 * The sitemap's pages, read from the CMS: home, every list page, the catalogue's one-filter pages that list programmes,
 * and every programme, campus, news item, blog post, upcoming event, career sheet and article, each dated by its last
 * change in the CMS. Which routes list a family and which show its entries, each route's module says (its `sitemap`).
 */
import { catalogueHref, landingFilters } from "../../core/catalogue";
import { articlePath, NEWS_ROUTES, ROUTES, routePath, type NewsKind, type RouteName } from "../../core/routes";
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
import { matchPage } from "../router/match";
import type { SitemapFamily } from "../loaders/define";
import { ROUTE_MODULES } from "../router/modules.gen";
import { englishVersions } from "./english";
import { latest, type SitemapEntry } from "./sitemap";

interface Reading {
  cms: CmsClient;
  prefix: string;
  today: string;
}

interface Family {
  /** The routes listing it and showing its entries say so by this name (their module's `sitemap` flag). */
  name: Exclude<SitemapFamily, "site">;
  read: (r: Reading) => Promise<DatedEntry[]>;
  /** Where an entry's own page lives; the routes of the table that may answer there are those showing the family's entries. */
  entryPath?: (entry: DatedEntry) => string | null;
}

const ROUTE_NAMES = ROUTES.map((route) => route.name);

/** The addresses of the routes listing a family (dated by its latest change), or the routes showing its entries. */
const listsOf = (family: SitemapFamily) => ROUTE_NAMES.filter((name) => sitemapOf(name).list === family).map((name) => routePath(name));
const entryRoutesOf = (family: SitemapFamily) => ROUTE_NAMES.filter((name) => sitemapOf(name).entries === family);
const sitemapOf = (name: RouteName) => ROUTE_MODULES[name].sitemap || {};

const news = (kind: NewsKind): Family => ({
  name: kind,
  read: ({ cms, prefix }) => everyPage(cms, (n) => newsDates(prefix, kind, n)),
  entryPath: (e) => routePath(NEWS_ROUTES[kind].entry, { slug: e.slug }),
});

const FAMILIES: Family[] = [
  { name: "formations", read: ({ cms }) => everyPage(cms, formationDates), entryPath: (e) => routePath("formation", { slug: e.slug }) },
  { name: "campuses", read: ({ cms }) => everyPage(cms, campusDates), entryPath: (e) => routePath("campus", { slug: e.slug }) },
  news("news"),
  news("blog"),
  { name: "events", read: ({ cms, today }) => everyPage(cms, (n) => upcomingEventDates(today, n)), entryPath: (e) => routePath("event", { slug: e.slug }) },
  { name: "fiches", read: ({ cms }) => everyPage(cms, ficheDates), entryPath: (e) => routePath("fiche-metier", { slug: e.slug }) },
  { name: "offers", read: ({ cms }) => everyPage(cms, offerDates) },
  {
    name: "articles",
    read: ({ cms, prefix }) => everyPage(cms, (n) => articleDates(prefix, n)),
    entryPath: (e) => (e.rubrique ? articlePath({ rubrique: e.rubrique, slug: e.slug }) : null),
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
  for (const home of listsOf("site")) add(home, latest(read.flat().map((e) => e.updatedAt)));
  FAMILIES.forEach((family, i) => {
    const entries = read[i] ?? [];
    const newest = latest(entries.map((e) => e.updatedAt));
    for (const list of listsOf(family.name)) add(list, newest);
    if (!family.entryPath) return;
    const routes = entryRoutesOf(family.name);
    for (const entry of entries) {
      const path = family.entryPath(entry);
      if (path && servedBy(path, routes)) add(path, entry.updatedAt);
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
