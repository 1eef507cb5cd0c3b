/** Page components by route name, each in its own chunk; loaded before render, then read synchronously. */
import type { ComponentType } from "react";
import type { RouteName } from "../../core/routes";
import { reloadAfterChunkFailure } from "../navigation/chunk-reload";

export type PageComponent = ComponentType<{ data: never }>;
type PageModule = { default: ComponentType<{ data: never }> };

const home = () => import("./Home");
const newsList = () => import("./NewsList");
const newsArticle = () => import("./NewsArticle");
const article = () => import("./Article");

/** login and error-debug never draw a page (a redirect, an error): their entry is never loaded. */
const modules: Record<RouteName, () => Promise<PageModule>> = {
  home,
  "en-home": home,
  "news-list": newsList,
  "news-page": newsList,
  news: newsArticle,
  agenda: () => import("./Agenda"),
  event: () => import("./EventPage"),
  article: () => import("./ArticleIndex"),
  "blog-list": newsList,
  blog: newsArticle,
  "campus-list": () => import("./CampusList"),
  "campus-slug": () => import("./CampusPage"),
  formations: () => import("./Formations"),
  "programmes-slug": () => import("./FormationPage"),
  "formations-reseau": () => import("./FormationsReseau"),
  "offres-alternance": () => import("./Offers"),
  "fiches-metiers": () => import("./FichesMetiers"),
  "fiche-metier": () => import("./FicheMetier"),
  "crm-brochure": article,
  "nos-engagements": article,
  alumni: article,
  "alumni-ambassadeurs": article,
  contact: article,
  entreprise: article,
  partenaire: article,
  "edito-reseau": article,
  "art-culture": article,
  podcasts: article,
  "podcasts-variant": article,
  login: home,
  "error-debug": home,
  rubrique: article,
  "rubrique-slug": article,
};

const loaded = new Map<RouteName, PageComponent>();

export async function loadPage(name: RouteName): Promise<PageComponent> {
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

/** The component of a page loaded before; undefined when it was not. */
export const loadedPage = (name: RouteName) => loaded.get(name);
