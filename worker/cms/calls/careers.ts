/** GET /fiche-metiers (career sheets) and GET /offre-alternances (apprenticeship offers). */
import * as v from "valibot";
import { list } from "../../../contract/model/common";
import { FicheMetier, FicheSummary, Offer } from "../../../contract/model/careers";
import { datedEntries } from "./dated";
import { MEDIA_FIELDS } from "../query";

/** Lists fit one answer; this bounds it. */
const LIST_MAX = 100;

export function ficheList() {
  return {
    name: "fiche-list",
    path: "/fiche-metiers",
    schema: list(FicheSummary),
    query: { fields: ["title", "slug", "sector", "salary", "summary"], sort: ["title:asc"], pagination: { limit: LIST_MAX } },
  };
}

/** One career sheet by slug; null when there is none. */
export function ficheBySlug(slug: string) {
  return {
    name: "fiche",
    path: "/fiche-metiers",
    schema: v.pipe(list(FicheMetier), v.transform((found) => found[0] ?? null)),
    query: {
      filters: { slug: { $eq: slug } },
      populate: { image: MEDIA_FIELDS, formations: { fields: ["title", "slug", "category"] } },
      pagination: { limit: 1 },
    },
  };
}

/** Offers starting soonest first. */
export function offerList() {
  return {
    name: "offer-list",
    path: "/offre-alternances",
    schema: list(Offer),
    query: {
      populate: { campus: { fields: ["title", "slug"] }, formation: { fields: ["title", "slug"] } },
      sort: ["startDate:asc", "title:asc"],
      pagination: { limit: LIST_MAX },
    },
  };
}

/** Every career sheet's slug and last change, a page at a time (the sitemap). */
export const ficheDates = (page: number) => datedEntries("fiche-dates", "/fiche-metiers", page);

/** Every offer's last change, a page at a time: the sitemap dates the offers page by them. */
export const offerDates = (page: number) => datedEntries("offer-dates", "/offre-alternances", page);
