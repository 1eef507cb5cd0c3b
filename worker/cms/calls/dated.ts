/** Every entry of a collection, a page at a time, with its slug and updatedAt: what the sitemap lists. */
import { DatedEntry } from "../../../contract/model/common";
import { paged } from "../../../contract/model/content";
import type { Query } from "../query";

/** Strapi's usual REST ceiling (api.rest.maxLimit defaults to 100): a school's own CMS answers it too. */
const DATED_PAGE_SIZE = 100;

export function datedEntries(name: string, path: string, page: number, filters: Query = {}, fields: string[] = []) {
  return {
    name,
    path,
    schema: paged(DatedEntry),
    query: {
      fields: ["slug", "updatedAt", ...fields],
      filters,
      // a stable order, so pages neither skip nor repeat entries
      sort: ["slug:asc"],
      pagination: { page, pageSize: DATED_PAGE_SIZE },
    },
  };
}
