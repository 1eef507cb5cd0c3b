/** Menus: the `body` of a menu-enrichi record (navbar or footer), and the campuses of the mega-menu. */
import * as v from "valibot";
import { slug, text } from "./common";

const id = v.optional(v.union([v.number(), v.string()]));

export const MenuLink = v.object({ id, label: v.string(), url: v.string() });
export type MenuLink = v.InferOutput<typeof MenuLink>;

export const MenuSection = v.object({ id, Titre: text, items: v.nullish(v.array(MenuLink), []) });
export type MenuSection = v.InferOutput<typeof MenuSection>;

const entry = { id, label: v.string(), slug: v.nullish(v.string()), url: v.nullish(v.string()) };

/** A label with a list of links (navbar simple menu, footer column). */
const MenuList = v.object({ __component: v.literal("core.menu"), ...entry, items: v.nullish(v.array(MenuLink), []) });
/** A dropdown of titled sections. */
const MenuDropdown = v.object({
  __component: v.literal("core.menu-dropdown"),
  ...entry,
  menu_sections: v.nullish(v.array(MenuSection), []),
});
/** The campus mega-menu: the site fills it with the campus list and the next events. */
const MenuCampus = v.object({ __component: v.literal("core.campus"), ...entry });
/** A single link (footer). */
const MenuItem = v.object({ __component: v.literal("core.menu-item"), id, label: v.string(), url: v.string() });

export const MenuEntry = v.variant("__component", [MenuList, MenuDropdown, MenuCampus, MenuItem]);
export type MenuEntry = v.InferOutput<typeof MenuEntry>;

const KNOWN = new Set(["core.menu", "core.menu-dropdown", "core.campus", "core.menu-item"]);

/** A menu body: entries of components this site does not know are left out, not an error. */
const MenuBody = v.pipe(
  v.nullish(v.array(v.looseObject({ __component: v.string() })), []),
  v.filterItems((item) => KNOWN.has(item.__component)),
  v.array(MenuEntry),
);
export type Menu = v.InferOutput<typeof MenuBody>;

export const MenuRecord = v.object({ type: v.nullish(v.string()), body: MenuBody });

/** A campus as the mega-menu lists it. */
export const CampusLink = v.object({ title: v.string(), slug, city: text });
export type CampusLink = v.InferOutput<typeof CampusLink>;
