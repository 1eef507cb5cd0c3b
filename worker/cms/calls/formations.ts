/** GET /formations: the catalogue (filtered by category, levels, campus and rhythm) and one programme. */
import * as v from "valibot";
import type { CatalogueFilters } from "../../../core/catalogue";
import { RHYTHM_OF } from "../../../core/dictionary";
import { list } from "../../../content/model/common";
import { MEDIA_FIELDS } from "../../../content/model/content";
import { Formation, FormationSummary, SearchedFormation } from "../../../content/model/formations";
import { datedEntries } from "./dated";

/** The whole catalogue fits one answer ("80+ formations"). */
export const CATALOGUE_MAX = 200;

export interface CatalogueFilter {
  category?: string;
  graduationLevel?: number;
  campus?: string;
  rhythm?: string;
  entryLevel?: number;
}

export function catalogue(filter: CatalogueFilter = {}) {
  const filters = {
    ...(filter.category ? { category: { $eq: filter.category } } : {}),
    ...(filter.graduationLevel !== undefined ? { graduationLevel: { $eq: filter.graduationLevel } } : {}),
    ...(filter.campus ? { campuses: { slug: { $eq: filter.campus } } } : {}),
    ...(filter.rhythm ? { rhythm: { $eq: filter.rhythm } } : {}),
    ...(filter.entryLevel !== undefined ? { entryLevel: { $eq: filter.entryLevel } } : {}),
  };
  return {
    name: "formation-list",
    path: "/formations",
    schema: list(FormationSummary),
    query: {
      fields: ["title", "slug", "category", "entryLevel", "graduationLevel", "rhythm", "summary", "popularity"],
      populate: { duration: true },
      filters,
      sort: ["graduationLevel:asc", "title:asc"],
      pagination: { limit: CATALOGUE_MAX },
    },
  };
}

/** The programmes a set of the catalogue's filters gives, as its address names them (?rythme=alternance). */
export const filteredCatalogue = (filters: CatalogueFilters) =>
  catalogue({
    category: filters.category ?? undefined,
    graduationLevel: filters.level ?? undefined,
    campus: filters.campus ?? undefined,
    rhythm: filters.rhythm ? RHYTHM_OF[filters.rhythm] : undefined,
    entryLevel: filters.entry ?? undefined,
  });

/** The whole catalogue as the site search reads it: with each programme's certification. */
export function searchedCatalogue() {
  const all = catalogue();
  return { ...all, name: "formation-searched", schema: list(SearchedFormation), query: { ...all.query, fields: [...all.query.fields, "certification"] } };
}

/** One programme by slug; null when there is none. */
export function formationBySlug(slug: string) {
  return {
    name: "formation",
    path: "/formations",
    schema: v.pipe(list(Formation), v.transform((found) => found[0] ?? null)),
    query: {
      filters: { slug: { $eq: slug } },
      populate: {
        duration: true,
        teachingUnits: true,
        skillUnits: true,
        image: MEDIA_FIELDS,
        seo: true,
        campuses: { fields: ["title", "slug", "city"], sort: ["city:asc"] },
      },
      pagination: { limit: 1 },
    },
  };
}

/** Every programme's slug and last change, a page at a time (the sitemap). */
export const formationDates = (page: number) => datedEntries("formation-dates", "/formations", page);
