/**
 * The site's pages, one line per route of core/routes.ts: what it loads (worker/loaders) and the page that draws it
 * (ui/pages). The type below makes the list whole: a route without its line, or a line of no route, does not build.
 */
import { routePath, type RouteName } from "../../core/routes";
import AgendaPage from "../../ui/pages/AgendaPage";
import ArticleIndexPage from "../../ui/pages/ArticleIndexPage";
import ArticlePage from "../../ui/pages/ArticlePage";
import CampusListPage from "../../ui/pages/CampusListPage";
import CampusPage from "../../ui/pages/CampusPage";
import EventPage from "../../ui/pages/EventPage";
import FicheMetierPage from "../../ui/pages/FicheMetierPage";
import FichesMetiersPage from "../../ui/pages/FichesMetiersPage";
import FormationListPage from "../../ui/pages/FormationListPage";
import FormationPage from "../../ui/pages/FormationPage";
import FormationsReseauPage from "../../ui/pages/FormationsReseauPage";
import HomePage from "../../ui/pages/HomePage";
import NewsListPage from "../../ui/pages/NewsListPage";
import NewsPage from "../../ui/pages/NewsPage";
import OffresAlternancePage from "../../ui/pages/OffresAlternancePage";
import SearchPage from "../../ui/pages/SearchPage";
import { agenda, event } from "../loaders/agenda";
import { articleIndex, crmBrochure, fixedArticle, qualityPage, rubrique, rubriqueArticle } from "../loaders/articles";
import { campus, campusList } from "../loaders/campus";
import { ficheMetier, fichesMetiers, offresAlternance } from "../loaders/careers";
import { formation, formationList, formationsReseau } from "../loaders/formations";
import { home } from "../loaders/home";
import { blogList, blogPost, news, newsList, newsListPage } from "../loaders/news";
import { search } from "../loaders/search";
import { errorDebug, login } from "../loaders/system";
import { noPage, page, type RoutePage } from "./page";

/** A fixed route showing the CMS article at its own address (or at another route's, for a variant spelling). */
const article = (at: RouteName) => page(fixedArticle(routePath(at)), ArticlePage);

export const PAGES = {
  home: page(home, HomePage),
  "news-list": page(newsList, NewsListPage),
  "news-list-page": page(newsListPage, NewsListPage),
  news: page(news, NewsPage),
  agenda: page(agenda, AgendaPage),
  event: page(event, EventPage),
  "article-index": page(articleIndex, ArticleIndexPage),
  "blog-list": page(blogList, NewsListPage),
  "blog-post": page(blogPost, NewsPage),
  "campus-list": page(campusList, CampusListPage),
  campus: page(campus, CampusPage),
  "formation-list": page(formationList, FormationListPage),
  formation: page(formation, FormationPage),
  "formations-reseau": page(formationsReseau, FormationsReseauPage),
  "offres-alternance": page(offresAlternance, OffresAlternancePage),
  "fiches-metiers": page(fichesMetiers, FichesMetiersPage),
  "fiche-metier": page(ficheMetier, FicheMetierPage),
  search: page(search, SearchPage),
  "crm-brochure": page(crmBrochure, ArticlePage),
  "nos-engagements": article("nos-engagements"),
  "demarche-qualite": page(qualityPage, ArticlePage),
  alumni: article("alumni"),
  "alumni-ambassadeurs": article("alumni-ambassadeurs"),
  contact: article("contact"),
  entreprise: article("entreprise"),
  partenaire: article("partenaire"),
  "edito-reseau": article("edito-reseau"),
  "art-culture": article("art-culture"),
  podcasts: article("podcasts"),
  "podcasts-variant": article("podcasts"),
  login: noPage(login),
  "error-debug": noPage(errorDebug),
  rubrique: page(rubrique, ArticlePage),
  "rubrique-article": page(rubriqueArticle, ArticlePage),
} satisfies Record<RouteName, RoutePage>;
