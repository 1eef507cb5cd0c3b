/** One loader per route of the table: TypeScript holds the two lists together. */
import type { RouteName } from "../../core/routes";
import { agenda, event } from "./agenda";
import { articleIndexPage, crmBrochure, fixedArticle, rubriquePage, rubriqueSubPage } from "./articles";
import { campusDetail, campusListLoader } from "./campus";
import { ficheMetier, fichesMetiers, offresAlternance } from "./careers";
import { formationDetail, formations, formationsReseau } from "./formations";
import { home } from "./home";
import { blogDetail, blogList, newsDetail, newsList, newsListPage } from "./news";
import { errorDebug, login } from "./system";
import type { Loader } from "./types";

const podcasts = fixedArticle("decouvrir-nos-podcasts");

export const loaders = {
  home,
  "en-home": home,
  "news-list": newsList,
  "news-page": newsListPage,
  news: newsDetail,
  agenda,
  event,
  article: articleIndexPage,
  "blog-list": blogList,
  blog: blogDetail,
  "campus-list": campusListLoader,
  "campus-slug": campusDetail,
  formations,
  "programmes-slug": formationDetail,
  "formations-reseau": formationsReseau,
  "offres-alternance": offresAlternance,
  "fiches-metiers": fichesMetiers,
  "fiche-metier": ficheMetier,
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
  rubrique: rubriquePage,
  "rubrique-slug": rubriqueSubPage,
} satisfies Record<RouteName, Loader<unknown>>;

export type Loaders = typeof loaders;
export type PageDataOf<N extends RouteName> = Awaited<ReturnType<Loaders[N]>>["data"];
