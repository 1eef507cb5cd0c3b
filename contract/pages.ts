/** The page contract: what each route's loader hands its page, the one shape both sides agree on. */
import type { CatalogueFilters, Filterable } from "../core/catalogue";
import type { AgendaFilter } from "../core/dictionary";
import type { EventStatus, OpenDayKind } from "../core/events";
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

/** An event as a list shows it, with its registration button's address (the site's hand-off to the CRM): none when closed. */
export type ListedEvent = Event & { registration: string | null };

/** An open day (or admissions day) as its pages show it, its dates written by the server in the page's language. */
export interface OpenDay {
  slug: string;
  title: string;
  kind: OpenDayKind;
  status: EventStatus;
  /** Its campus, with the address to find it: "47 rue de la République, 69002 Lyon". */
  campus: { title: string; slug: string; place: string } | null;
  dateStart: string;
  /** « samedi 5 décembre, 10 h – 17 h » */
  when: string;
  /** The day it was first announced for, once moved: « samedi 28 novembre ». */
  previously: string | null;
  registration: string | null;
}

/** A campus's open days as a calendar to subscribe to: the webcal:// address calendar apps open, and the same file over https. */
export interface CampusCalendar {
  campusTitle: string;
  subscribe: string;
  file: string;
}

export interface HomeData {
  campusCount: number;
  events: ListedEvent[];
  /** The next open days, of any campus. */
  openDays: OpenDay[];
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
  events: ListedEvent[];
}

export interface EventData {
  event: Event;
  past: boolean;
  typeLabel: string | null;
  registration: string | null;
  /** The day it was first announced for, once moved. */
  previously: string | null;
}

/** The upcoming open days by month, filtered by kind and campus (one of each at most). */
export interface OpenDaysData {
  kind: OpenDayKind | null;
  campus: string | null;
  /** Every campus, for the campus filter. */
  campuses: { slug: string; title: string }[];
  months: { key: string; label: string; openDays: OpenDay[] }[];
  /** The chosen campus's calendar; none without a campus chosen. */
  calendar: CampusCalendar | null;
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
  /** The next open day of each campus teaching it that has one, soonest first. */
  openDays: OpenDay[];
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
