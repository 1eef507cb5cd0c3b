/** GET /menu-enrichis (navbar, footer) and GET /campuses (the campus mega-menu): the chrome's CMS calls. */
import * as v from "valibot";
import { CAMPUS_LIST_MAX } from "../../../core/constants";
import { list } from "../../../contract/model/common";
import { CampusLink, MenuRecord } from "../../../contract/model/menus";

type MenuType = "navbarproto" | "footer";

/**
 * The menu of one type: the first record's body; no record means an empty menu. Like the spec's call it sends no
 * `populate`: the CMS's menu route populates the whole body by default (cms/src/populate.ts), as the school's does.
 */
export function menu(type: MenuType) {
  return {
    name: `menu-${type}`,
    path: "/menu-enrichis",
    query: { filters: { type: { $eq: type } }, pagination: { limit: 1 } },
    schema: v.pipe(list(MenuRecord), v.transform((records) => records[0]?.body ?? [])),
  };
}

export function menuCampuses() {
  return {
    name: "menu-campuses",
    path: "/campuses",
    query: { fields: ["title", "slug", "city"], sort: ["city:asc", "title:asc"], pagination: { limit: CAMPUS_LIST_MAX } },
    schema: list(CampusLink),
  };
}
