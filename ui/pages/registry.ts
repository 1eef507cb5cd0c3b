/** Page components by the route table's page names: server-only, never in the browser's bundle. */
import type { ComponentType } from "react";
import type { PageName, RouteName } from "../../core/routes";
import { routeNamed } from "../../core/match";
import AgendaPage from "./AgendaPage";
import ArticleIndexPage from "./ArticleIndexPage";
import ArticlePage from "./ArticlePage";
import CampusListPage from "./CampusListPage";
import CampusPage from "./CampusPage";
import EventPage from "./EventPage";
import FicheMetierPage from "./FicheMetierPage";
import FichesMetiersPage from "./FichesMetiersPage";
import FormationListPage from "./FormationListPage";
import FormationPage from "./FormationPage";
import FormationsReseauPage from "./FormationsReseauPage";
import HomePage from "./HomePage";
import NewsListPage from "./NewsListPage";
import NewsPage from "./NewsPage";
import OffresAlternancePage from "./OffresAlternancePage";
import SearchPage from "./SearchPage";

export type PageComponent = ComponentType<{ data: never }>;

const pages: Record<PageName, PageComponent> = {
  HomePage,
  NewsListPage,
  NewsPage,
  AgendaPage,
  EventPage,
  ArticleIndexPage,
  ArticlePage,
  CampusListPage,
  CampusPage,
  FormationListPage,
  FormationPage,
  FormationsReseauPage,
  OffresAlternancePage,
  FichesMetiersPage,
  FicheMetierPage,
  SearchPage,
};

/** The component of a route's page; undefined for a route that draws none. */
export const pageComponent = (route: RouteName): PageComponent | undefined => {
  const name = routeNamed(route).page;
  return name ? pages[name] : undefined;
};
