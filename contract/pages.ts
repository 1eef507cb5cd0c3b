/** The page contract: what each route's loader hands its page, the one shape both sides agree on. */
import type { CatalogueFilters, Filterable } from "../core/catalogue";
import type { AgendaFilter } from "../core/dictionary";
import type { NEWS_ROUTES } from "../core/routes";
import type { SearchKind, Segment } from "../core/search";
import type { Article } from "./model/articles";
import type { Media } from "./model/common";
import type { Campus, CampusSummary } from "./model/campuses";
import type { FicheMetier, FicheSummary, Offer } from "./model/careers";
import type { Event } from "./model/events";
import type { Formation, FormationSummary } from "./model/formations";
import type { NewsArticle, NewsItem } from "./model/news";
import type { Qualiopi } from "./model/qualiopi";

/** News and blog posts are one collection, told apart by their kind. */
export type NewsKind = keyof typeof NEWS_ROUTES;

/** Programmes grouped by category, in the catalogue's order. */
export interface FormationGroup {
  category: string;
  formations: FormationSummary[];
}

export interface CampusRegion {
  region: string;
  campuses: CampusSummary[];
}

export interface Crumb {
  label: string;
  path: string;
}

export interface HomeData {
  campusCount: number;
  events: Event[];
  photo: Media | null;
}

export interface NewsListData {
  kind: NewsKind;
  base: string;
  title: string;
  intro: string;
  items: NewsItem[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface NewsData {
  kind: NewsKind;
  base: string;
  sectionTitle: string;
  article: NewsArticle;
  related: NewsItem[];
}

export interface AgendaData {
  filter: AgendaFilter;
  filters: { key: AgendaFilter; label: string }[];
  events: Event[];
}

export interface EventData {
  event: Event;
  past: boolean;
  typeLabel: string | null;
}

export interface ArticleData {
  article: Article;
  trail: Crumb[];
  /** The brochure landing lists the catalogue's brochures by category; other articles none. */
  brochures: FormationGroup[] | null;
  /** The quality page shows the school's Qualiopi certificate (from the settings); other articles none. */
  qualiopi: Qualiopi | null;
}

export interface ArticleIndexData {
  rubriques: { rubrique: string; pages: { title: string; path: string }[] }[];
}

export interface CampusListData {
  count: number;
  regions: CampusRegion[];
}

export interface CampusData {
  campus: Campus;
  formations: FormationGroup[];
  events: Event[];
}

export interface FormationListData extends CatalogueFilters {
  /** Every campus, for the campus filter. */
  campuses: { slug: string; title: string }[];
  formations: FormationSummary[];
  /** The whole catalogue: where each filter's value leads (the nearest combination some programme matches). */
  catalogue: Filterable[];
}

export interface FormationData {
  formation: Formation;
  duration: string | null;
}

export interface FormationsReseauData {
  total: number;
  groups: FormationGroup[];
}

export interface FichesMetiersData {
  fiches: FicheSummary[];
}

export interface FicheMetierData {
  fiche: FicheMetier;
}

export interface OffresAlternanceData {
  offers: Offer[];
}

/** One search result: its type, its title and a short extract with the matched words marked, its address. */
export interface SearchHit {
  kind: SearchKind;
  title: Segment[];
  extract: Segment[];
  path: string;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export interface SearchData {
  /** The query as typed (trimmed); empty when the page shows the form alone. */
  query: string;
  total: number;
  /** Programmes first, then campuses, career sheets, news, events; a type without results is left out. */
  groups: SearchGroup[];
  /** The most visited programmes, offered when nothing matched. */
  popular: FormationSummary[];
  /** The catalogue's filters the query names ("bts lyon") with how many programmes they give, and the campus's name; null when it names none or none match. */
  catalogue: { filters: CatalogueFilters; count: number; campusTitle: string | null } | null;
}
