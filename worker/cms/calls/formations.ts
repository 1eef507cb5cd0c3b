/** GET /formations: the whole catalogue and one programme. */
import * as v from "valibot";
import { list } from "../../../contract/model/common";
import { CatalogueFormation, Formation } from "../../../contract/model/formations";
import { datedEntries } from "./dated";
import { MEDIA_FIELDS } from "../query";

/** The whole catalogue fits one answer ("80+ formations"). */
const CATALOGUE_MAX = 200;

/**
 * The whole catalogue, one answer for every page that lists programmes: the catalogue (its filters applied in the
 * worker, so that no combination a visitor makes is a CMS call or an answer of its own), the network's list, the
 * brochure landing and the site search.
 */
export function catalogue() {
  return {
    name: "formation-list",
    path: "/formations",
    schema: list(CatalogueFormation),
    query: {
      fields: ["title", "slug", "category", "entryLevel", "graduationLevel", "rhythm", "summary", "popularity", "certification"],
      populate: { duration: true, campuses: { fields: ["slug"] } },
      sort: ["graduationLevel:asc", "title:asc"],
      pagination: { limit: CATALOGUE_MAX },
    },
  };
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
        results: { populate: { campus: { fields: ["title", "slug"] } } },
        campuses: { fields: ["title", "slug", "city"], sort: ["city:asc"] },
      },
      pagination: { limit: 1 },
    },
  };
}

/** Every programme's slug and last change, a page at a time (the sitemap). */
export const formationDates = (page: number) => datedEntries("formation-dates", "/formations", page);
