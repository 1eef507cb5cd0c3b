/**
 * The route table: every path pattern once, with the page that draws it and its layout. Names are
 * the product's words; the loader of a route bears its name (camel-cased), its page `<Name>Page`.
 * English pages are the same routes under /en (core/match.ts strips the prefix and sets the locale).
 */

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

export interface RouteDef {
  name: string;
  pattern: string;
  page: PageName | null;
  layout: LayoutName;
}

const route = <N extends string>(name: N, pattern: string, page: PageName | null, layout: LayoutName = "default") =>
  ({ name, pattern, page, layout }) as const;

/** Order matters: fixed paths before the generic rubrique catch-alls. */
export const ROUTES = [
  route("home", "/", "HomePage"),
  route("news-list", "/actualites", "NewsListPage"),
  route("news-list-page", "/actualites/page/:page?", "NewsListPage"),
  route("news", "/actualites/:slug", "NewsPage"),
  route("agenda", "/agenda", "AgendaPage"),
  route("event", "/agenda/:slug", "EventPage"),
  route("article-index", "/article", "ArticleIndexPage"),
  route("blog-list", "/blog", "NewsListPage"),
  route("blog-post", "/blog/:slug", "NewsPage"),
  route("campus-list", "/campus", "CampusListPage"),
  route("campus", "/campus/:slug", "CampusPage"),
  route("formation-list", "/formations", "FormationListPage"),
  route("formation", "/formations/:slug", "FormationPage"),
  route("formations-reseau", "/formations-reseau", "FormationsReseauPage"),
  route("offres-alternance", "/offres-alternance", "OffresAlternancePage"),
  route("fiches-metiers", "/fiches-metiers", "FichesMetiersPage"),
  route("fiche-metier", "/fiches-metiers/:slug", "FicheMetierPage"),
  route("search", "/recherche", "SearchPage"),
  route("crm-brochure", "/crm/brochure", "ArticlePage", "dynamics"),
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
  route("login", "/login", null, "empty"),
  route("error-debug", "/error/debug", null),
  route("rubrique", "/:rubrique", "ArticlePage"),
  route("rubrique-article", "/:rubrique/:slug", "ArticlePage"),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]["name"];
