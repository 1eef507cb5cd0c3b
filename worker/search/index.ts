/**
 * The site's search index, built from the CMS content and kept in the isolate's memory per content
 * version, language and day (upcoming events change with the day): a publish bumps the version, so
 * the next search builds a new one.
 */
import type MiniSearch from "minisearch";
import type { Locale } from "../../core/constants";
import { BROWSER_STORED, buildIndex, type SearchDocument } from "../../core/search";
import type { Config } from "../config/schema";
import type { CampusSummary } from "../../contract/model/campuses";
import type { CatalogueFormation, FormationSummary } from "../../contract/model/formations";
import type { CmsClient } from "../cms/client";
import { allCampuses } from "../cms/calls/campuses";
import { ficheList } from "../cms/calls/careers";
import { agendaEvents } from "../cms/calls/events";
import { catalogue } from "../cms/calls/formations";
import { searchedNews } from "../cms/calls/news";
import { searchDocuments } from "./documents";

export interface SiteIndex {
  index: MiniSearch<SearchDocument>;
  documents: SearchDocument[];
  /** The browser's index as JSON, made on its first request. */
  browser?: string;
  /** The programmes visitors open most (the CMS's popularity), most first: what an empty search offers. */
  popular: FormationSummary[];
  /** The campuses it was built from: the ones a query may name as a catalogue filter. */
  campuses: CampusSummary[];
  /** The catalogue's answer it was built from: what the catalogue's filters a query names give. */
  catalogue: CatalogueFormation[];
}

const POPULAR_COUNT = 5;

/** A few versions and languages at once; an older one is dropped when a newer is built. */
const KEPT = 4;
const memory = new Map<string, SiteIndex>();

/** What a server result carries: enough to draw it with its extract. */
const STORED: (keyof SearchDocument)[] = ["kind", "title", "text", "path", "popularity"];

export async function siteIndex(cms: CmsClient, config: Config, locale: Locale, today: string): Promise<SiteIndex> {
  const key = `${config.CMS_URL}/${await cms.contentVersion?.()}/${locale}/${today}`;
  const known = memory.get(key);
  if (known) return known;
  const [formations, campuses, fiches, news, events] = await Promise.all([
    cms.get(catalogue()),
    cms.get(allCampuses()),
    cms.get(ficheList()),
    cms.get(searchedNews(config.CMS_PREFIX)),
    cms.get(agendaEvents(today)),
  ]);
  const documents = searchDocuments({ formations, campuses, fiches, news, events }, locale);
  const built: SiteIndex = {
    index: buildIndex(documents, STORED),
    documents,
    popular: [...formations].sort((a, b) => b.popularity - a.popularity).slice(0, POPULAR_COUNT),
    campuses,
    catalogue: formations,
  };
  // Only an index of current content is shared: not one built on a stale copy (the CMS down) nor on an editor's drafts.
  const outcome = cms.cacheOutcome?.();
  if (outcome === "hit-fresh" || outcome === "miss") {
    memory.set(key, built);
    if (memory.size > KEPT) memory.delete(memory.keys().next().value!);
  }
  return built;
}

/** The index the browser loads for instant results (MiniSearch's JSON, the same options), made once per index. */
export function browserIndex(site: SiteIndex): string {
  site.browser ??= JSON.stringify(buildIndex(site.documents, BROWSER_STORED));
  return site.browser;
}
