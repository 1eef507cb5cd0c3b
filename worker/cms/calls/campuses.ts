/** GET /campuses: the campus list, and GET /campuses/{slug} (custom route answering `{data}`) for one campus. */
import * as v from "valibot";
import { CAMPUS_LIST_MAX } from "../../../core/constants";
import { list } from "../../../contract/model/common";
import { Campus, CampusSummary } from "../../../contract/model/campuses";
import { datedEntries } from "./dated";
import { MEDIA_FIELDS } from "../query";

export function allCampuses() {
  return {
    name: "campus-list",
    path: "/campuses",
    schema: list(CampusSummary),
    query: {
      fields: ["title", "slug", "city", "region", "latitude", "longitude"],
      populate: { image: MEDIA_FIELDS },
      sort: ["city:asc"],
      pagination: { limit: CAMPUS_LIST_MAX },
    },
  };
}

export function campusBySlug(slug: string) {
  return {
    name: "campus",
    path: `/campuses/${slug}`,
    schema: v.pipe(v.object({ data: Campus }), v.transform((answer) => answer.data)),
    query: {
      populate: { image: MEDIA_FIELDS, team: { populate: { photo: MEDIA_FIELDS } }, keyData: true, contacts: true, seo: true },
    },
  };
}

/** Every campus's slug and last change, a page at a time (the sitemap). */
export const campusDates = (page: number) => datedEntries("campus-dates", "/campuses", page);
