/** One loader per route of the table, named after it: TypeScript holds the table, the loaders and the page contract together. */
import type { RouteName } from "../../core/routes";
import type * as Pages from "../../content/pages";
import { agenda, event } from "./agenda";
import { articleIndex, crmBrochure, fixedArticle, rubrique, rubriqueArticle } from "./articles";
import { campus, campusList } from "./campus";
import { ficheMetier, fichesMetiers, offresAlternance } from "./careers";
import { formation, formationList, formationsReseau } from "./formations";
import { home } from "./home";
import { search } from "./search";
import { blogList, blogPost, news, newsList, newsListPage } from "./news";
import { errorDebug, login } from "./system";
import type { Loader } from "./types";

const podcasts = fixedArticle("decouvrir-nos-podcasts");

/** What each route's page receives: a route that never draws (a redirect, an error) receives nothing. */
export interface PageDataByRoute {
  home: Pages.HomeData;
  "news-list": Pages.NewsListData;
  "news-list-page": Pages.NewsListData;
  news: Pages.NewsData;
  agenda: Pages.AgendaData;
  event: Pages.EventData;
  "article-index": Pages.ArticleIndexData;
  "blog-list": Pages.NewsListData;
  "blog-post": Pages.NewsData;
  "campus-list": Pages.CampusListData;
  campus: Pages.CampusData;
  "formation-list": Pages.FormationListData;
  formation: Pages.FormationData;
  "formations-reseau": Pages.FormationsReseauData;
  "offres-alternance": Pages.OffresAlternanceData;
  "fiches-metiers": Pages.FichesMetiersData;
  "fiche-metier": Pages.FicheMetierData;
  search: Pages.SearchData;
  "crm-brochure": Pages.ArticleData;
  "nos-engagements": Pages.ArticleData;
  alumni: Pages.ArticleData;
  "alumni-ambassadeurs": Pages.ArticleData;
  contact: Pages.ArticleData;
  entreprise: Pages.ArticleData;
  partenaire: Pages.ArticleData;
  "edito-reseau": Pages.ArticleData;
  "art-culture": Pages.ArticleData;
  podcasts: Pages.ArticleData;
  "podcasts-variant": Pages.ArticleData;
  login: never;
  "error-debug": never;
  rubrique: Pages.ArticleData;
  "rubrique-article": Pages.ArticleData;
}

export const loaders: { [N in RouteName]: Loader<PageDataByRoute[N]> } = {
  home,
  "news-list": newsList,
  "news-list-page": newsListPage,
  news,
  agenda,
  event,
  "article-index": articleIndex,
  "blog-list": blogList,
  "blog-post": blogPost,
  "campus-list": campusList,
  campus,
  "formation-list": formationList,
  formation,
  "formations-reseau": formationsReseau,
  "offres-alternance": offresAlternance,
  "fiches-metiers": fichesMetiers,
  "fiche-metier": ficheMetier,
  search,
  "crm-brochure": crmBrochure,
  "nos-engagements": fixedArticle("ecole", "nos-engagements"),
  alumni: fixedArticle("alumni"),
  "alumni-ambassadeurs": fixedArticle("alumni", "alumni-et-ambassadeurs"),
  contact: fixedArticle("contact"),
  entreprise: fixedArticle("entreprise"),
  partenaire: fixedArticle("partenaire"),
  "edito-reseau": fixedArticle("edito-reseau-competences-et-developpement"),
  "art-culture": fixedArticle("art-culture"),
  podcasts,
  "podcasts-variant": podcasts,
  login,
  "error-debug": errorDebug,
  rubrique,
  "rubrique-article": rubriqueArticle,
};
