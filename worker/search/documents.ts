/** The searchable pages of the CMS content, one document each: programmes, campuses, career sheets, news, upcoming events. */
import type { Locale } from "../../core/constants";
import { t } from "../../core/dictionary";
import { routePath } from "../../core/routes";
import { isAbbreviation, type SearchDocument } from "../../core/search";
import type { CampusSummary } from "../../contract/model/campuses";
import type { FicheSummary } from "../../contract/model/careers";
import type { Event } from "../../contract/model/events";
import type { CatalogueFormation } from "../../contract/model/formations";
import type { NewsItem } from "../../contract/model/news";

interface SearchedContent {
  formations: CatalogueFormation[];
  campuses: CampusSummary[];
  fiches: FicheSummary[];
  news: NewsItem[];
  events: Event[];
}

export function searchDocuments(content: SearchedContent, locale: Locale): SearchDocument[] {
  const path = (route: "formation" | "campus" | "fiche-metier" | "news" | "event", slug: string) => routePath(route, { slug }, locale);
  const cityOf = new Map(content.campuses.map((c) => [c.slug, c.city]));
  return [
    ...content.formations.map((f) => ({
      id: `formation:${f.slug}`,
      kind: "formation" as const,
      title: f.title,
      // "bac+3" whatever the language's label, as students type it
      keywords: [t(locale, `category-${f.category}`), `bac+${f.graduationLevel}`, t(locale, `graduation-level-${f.graduationLevel}`), t(locale, `rhythm-${f.rhythm}`)].join(" "),
      // the slug's abbreviations: short names the title may spell out (bachelor-rh)
      short: f.slug.split("-").filter(isAbbreviation).join(" "),
      campuses: f.campuses.map((slug) => cityOf.get(slug) ?? "").join(" "),
      text: `${f.summary} ${f.certification}`,
      path: path("formation", f.slug),
      popularity: f.popularity,
    })),
    ...content.campuses.map((c) => ({ id: `campus:${c.slug}`, kind: "campus" as const, title: c.title, keywords: c.city, short: "", campuses: "", text: c.region, path: path("campus", c.slug), popularity: 0 })),
    ...content.fiches.map((f) => ({ id: `fiche:${f.slug}`, kind: "fiche" as const, title: f.title, keywords: f.sector, short: "", campuses: "", text: f.summary, path: path("fiche-metier", f.slug), popularity: 0 })),
    ...content.news.map((n) => ({
      id: `news:${n.slug}`,
      kind: "news" as const,
      title: n.title,
      keywords: n.cat_news.map((c) => c.title).join(" "),
      short: "",
      campuses: "",
      text: n.summary,
      path: path("news", n.slug),
      popularity: 0,
    })),
    ...content.events.map((e) => ({ id: `event:${e.slug}`, kind: "event" as const, title: e.title, keywords: e.campus?.title ?? "", short: "", campuses: "", text: e.description, path: path("event", e.slug), popularity: 0 })),
  ];
}
