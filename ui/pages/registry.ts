/** Page components by the route table's page names, each in its own chunk; loaded before render, then read synchronously. */
import type { ComponentType } from "react";
import type { PageName, RouteName } from "../../core/routes";
import { routeNamed } from "../../core/match";
import { reloadAfterChunkFailure } from "../navigation/chunk-reload";

export type PageComponent = ComponentType<{ data: never }>;
type PageModule = { default: ComponentType<{ data: never }> };

const modules: Record<PageName, () => Promise<PageModule>> = {
  HomePage: () => import("./HomePage"),
  NewsListPage: () => import("./NewsListPage"),
  NewsPage: () => import("./NewsPage"),
  AgendaPage: () => import("./AgendaPage"),
  EventPage: () => import("./EventPage"),
  ArticleIndexPage: () => import("./ArticleIndexPage"),
  ArticlePage: () => import("./ArticlePage"),
  CampusListPage: () => import("./CampusListPage"),
  CampusPage: () => import("./CampusPage"),
  FormationListPage: () => import("./FormationListPage"),
  FormationPage: () => import("./FormationPage"),
  FormationsReseauPage: () => import("./FormationsReseauPage"),
  OffresAlternancePage: () => import("./OffresAlternancePage"),
  FichesMetiersPage: () => import("./FichesMetiersPage"),
  FicheMetierPage: () => import("./FicheMetierPage"),
  SearchPage: () => import("./SearchPage"),
};

const loaded = new Map<PageName, PageComponent>();

/** The component of a route's page, its chunk loaded once; undefined for a route that draws none. */
export async function loadPage(route: RouteName): Promise<PageComponent | undefined> {
  const name = routeNamed(route).page;
  if (!name) return undefined;
  const known = loaded.get(name);
  if (known) return known;
  let module: PageModule;
  try {
    module = await modules[name]();
  } catch (error) {
    // Usually a deploy replaced the hashed chunks: a fresh document knows the new names.
    reloadAfterChunkFailure();
    throw error;
  }
  const component = module.default as PageComponent;
  loaded.set(name, component);
  return component;
}

/** The component of a route's page loaded before; undefined when it was not. */
export const loadedPage = (route: RouteName) => {
  const name = routeNamed(route).page;
  return name ? loaded.get(name) : undefined;
};
