/** One loader per route of the table: TypeScript holds the two lists together. */
import type { RouteName } from "../../core/routes";
import { notFound } from "../../core/errors";
import { home } from "./home";
import type { Loader } from "./types";

const missing: Loader<null> = async ({ url }) => {
  throw notFound(url.pathname);
};

export const loaders = {
  home,
  "en-home": home,
  "news-list": missing,
  "news-page": missing,
  news: missing,
  agenda: missing,
  event: missing,
  article: missing,
  "blog-list": missing,
  blog: missing,
  "campus-list": missing,
  "campus-slug": missing,
  formations: missing,
  "programmes-slug": missing,
  "formations-reseau": missing,
  "offres-alternance": missing,
  "fiches-metiers": missing,
  "fiche-metier": missing,
  "crm-brochure": missing,
  "nos-engagements": missing,
  alumni: missing,
  "alumni-ambassadeurs": missing,
  contact: missing,
  entreprise: missing,
  partenaire: missing,
  "edito-reseau": missing,
  "art-culture": missing,
  podcasts: missing,
  "podcasts-variant": missing,
  login: missing,
  "error-debug": missing,
  rubrique: missing,
  "rubrique-slug": missing,
} satisfies Record<RouteName, Loader<unknown>>;

export type Loaders = typeof loaders;
export type PageDataOf<N extends RouteName> = Awaited<ReturnType<Loaders[N]>>["data"];
