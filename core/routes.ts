/**
 * The route table: every path pattern once, with the page that draws it and its layout. Names are
 * the product's words; the loader of a route bears its name (camel-cased), its page `<Name>Page`.
 * English pages are the same routes under /en (core/match.ts strips the prefix and sets the locale).
 */
import { AGENDA_FILTERS, CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES } from "./dictionary";

export type LayoutName = "default" | "dynamics" | "empty";

/** The page components of ui/pages, by module name; null for a route that never draws (a redirect, an error). */
export type PageName =
  | "HomePage"
  | "NewsListPage"
  | "NewsPage"
  | "AgendaPage"
  | "EventPage"
  | "ArticleIndexPage"
  | "ArticlePage"
  | "CampusListPage"
  | "CampusPage"
  | "FormationListPage"
  | "FormationPage"
  | "FormationsReseauPage"
  | "OffresAlternancePage"
  | "FichesMetiersPage"
  | "FicheMetierPage"
  | "SearchPage";

/** A query parameter's accepted values: a list, or a pattern the whole value must match. */
export type QueryValues = readonly string[] | RegExp;

export interface RouteDef {
  name: string;
  pattern: string;
  page: PageName | null;
  layout: LayoutName;
  /**
   * The query parameters the route's loader reads, with the values it accepts: the only ones its loader
   * sees and the only ones in its page-cache key (any other, or another value, never splits the cache).
   */
  query: Readonly<Record<string, QueryValues>>;
  /**
   * Whether its pages go to the page cache's global tier (KV) as well as the data centre's: not where any text a
   * visitor types makes a page of its own, since each KV write is paid for and limited (one per made-up query).
   */
  globalTier: boolean;
  /**
   * How many of its query parameters a page of the global tier may carry: past it, a page is a visitor's combination
   * (the catalogue's filters), kept in the data centre that rendered it. Unset: any.
   */
  globalQueryMax?: number;
}

interface RouteOptions {
  layout?: LayoutName;
  query?: RouteDef["query"];
  globalTier?: boolean;
  globalQueryMax?: number;
}

const route = <N extends string>(name: N, pattern: string, page: PageName | null, { layout = "default", query = {}, globalTier = true, globalQueryMax }: RouteOptions = {}) =>
  ({ name, pattern, page, layout, query, globalTier, ...(globalQueryMax === undefined ? {} : { globalQueryMax }) }) as const;

/** A campus's slug (the list of campuses is the CMS's: the loader keeps a known one). */
const CAMPUS_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** A list's page number, as pagination links write it. */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

/** Order matters: fixed paths before the generic rubrique catch-alls. */
export const ROUTES = [
  route("home", "/", "HomePage"),
  route("news-list", "/actualites", "NewsListPage"),
  route("news-list-page", "/actualites/page/:page?", "NewsListPage"),
  route("news", "/actualites/:slug", "NewsPage"),
  route("agenda", "/agenda", "AgendaPage", { query: { type: AGENDA_FILTERS } }),
  route("event", "/agenda/:slug", "EventPage"),
  route("article-index", "/article", "ArticleIndexPage"),
  route("blog-list", "/blog", "NewsListPage", { query: { page: PAGE_NUMBER } }),
  route("blog-post", "/blog/:slug", "NewsPage"),
  route("campus-list", "/campus", "CampusListPage"),
  route("campus", "/campus/:slug", "CampusPage"),
  // the unfiltered catalogue and its one-filter landing pages go to KV; a combination stays in its data centre
  route("formation-list", "/formations", "FormationListPage", {
    query: { categorie: PROGRAM_CATEGORIES, niveau: LEVELS.map(String), campus: CAMPUS_SLUG, rythme: CATALOGUE_RHYTHMS, entree: LEVELS.map(String) },
    globalQueryMax: 1,
  }),
  route("formation", "/formations/:slug", "FormationPage"),
  route("formations-reseau", "/formations-reseau", "FormationsReseauPage"),
  route("offres-alternance", "/offres-alternance", "OffresAlternancePage"),
  route("fiches-metiers", "/fiches-metiers", "FichesMetiersPage"),
  route("fiche-metier", "/fiches-metiers/:slug", "FicheMetierPage"),
  // any query reaches the loader, which refuses one too long or with control characters (a 400, not another page);
  // each is a page of its own, kept in the data centre that rendered it, never written to KV
  route("search", "/recherche", "SearchPage", { query: { q: /^[\s\S]*$/ }, globalTier: false }),
  route("crm-brochure", "/crm/brochure", "ArticlePage", { layout: "dynamics" }),
  route("nos-engagements", "/ecole/nos-engagements", "ArticlePage"),
  route("alumni", "/alumni", "ArticlePage"),
  route("alumni-ambassadeurs", "/alumni/alumni-et-ambassadeurs", "ArticlePage"),
  route("contact", "/contact", "ArticlePage"),
  route("entreprise", "/entreprise", "ArticlePage"),
  route("partenaire", "/partenaire", "ArticlePage"),
  route("edito-reseau", "/edito-reseau-competences-et-developpement", "ArticlePage"),
  route("art-culture", "/art-culture", "ArticlePage"),
  route("podcasts", "/decouvrir-nos-podcasts", "ArticlePage"),
  route("podcasts-variant", "/decouvrez-nos-podcasts", "ArticlePage"),
  route("login", "/login", null, { layout: "empty" }),
  // Any short value: the loader answers a junk code with 400, and error pages are never cached.
  route("error-debug", "/error/debug", null, { query: { code: /^[^]{1,8}$/ } }),
  route("rubrique", "/:rubrique", "ArticlePage"),
  route("rubrique-article", "/:rubrique/:slug", "ArticlePage"),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]["name"];
