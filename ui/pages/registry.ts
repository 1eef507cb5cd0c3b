/** Page components by route name, each in its own chunk; loaded before render, then read synchronously. */
import type { ComponentType } from "react";
import type { RouteName } from "../../core/routes";
import { reloadAfterChunkFailure } from "../navigation/chunk-reload";

export type PageComponent = ComponentType<{ data: never }>;
type PageModule = { default: ComponentType<{ data: never }> };

const modules: Record<RouteName, () => Promise<PageModule>> = {
  home: () => import("./Home"),
  "en-home": () => import("./Home"),
  "news-list": () => import("./Home"),
  "news-page": () => import("./Home"),
  news: () => import("./Home"),
  agenda: () => import("./Home"),
  event: () => import("./Home"),
  article: () => import("./Home"),
  "blog-list": () => import("./Home"),
  blog: () => import("./Home"),
  "campus-list": () => import("./Home"),
  "campus-slug": () => import("./Home"),
  formations: () => import("./Home"),
  "programmes-slug": () => import("./Home"),
  "formations-reseau": () => import("./Home"),
  "offres-alternance": () => import("./Home"),
  "fiches-metiers": () => import("./Home"),
  "fiche-metier": () => import("./Home"),
  "crm-brochure": () => import("./Home"),
  "nos-engagements": () => import("./Home"),
  alumni: () => import("./Home"),
  "alumni-ambassadeurs": () => import("./Home"),
  contact: () => import("./Home"),
  entreprise: () => import("./Home"),
  partenaire: () => import("./Home"),
  "edito-reseau": () => import("./Home"),
  "art-culture": () => import("./Home"),
  podcasts: () => import("./Home"),
  "podcasts-variant": () => import("./Home"),
  login: () => import("./Home"),
  "error-debug": () => import("./Home"),
  rubrique: () => import("./Home"),
  "rubrique-slug": () => import("./Home"),
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
