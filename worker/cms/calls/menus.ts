/** GET /menu-enrichis (navbar, footer) and GET /campuses (the campus mega-menu): the chrome's CMS calls. */
import * as v from "valibot";
import { CAMPUS_LIST_MAX } from "../../../core/constants";
import { list } from "../../../content/model/common";
import { CampusLink, MenuRecord } from "../../../content/model/menus";

export type MenuType = "navbarproto" | "footer";

const links = { populate: { items: true } };

/** Every component of the dynamic zone with its nested links (Strapi does not populate components by default). */
export const MENU_POPULATE = {
  body: {
    on: {
      "core.menu": links,
      "core.menu-dropdown": { populate: { menu_sections: links } },
      "core.campus": true,
      "core.menu-item": true,
    },
  },
};

/** The menu of one type: the first record's body; no record means an empty menu. */
export function menu(type: MenuType) {
  return {
    name: `menu-${type}`,
    path: "/menu-enrichis",
    query: { filters: { type: { $eq: type } }, populate: MENU_POPULATE, pagination: { limit: 1 } },
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
