/** How navbar and footer entries read: what an entry opens, the campus columns, the footer columns. */
import { routePath } from "../../../../core/routes";
import { CAMPUS_MENU_COLUMNS, CAMPUS_MENU_ITEMS_PER_COLUMN, type Locale } from "../../../../core/constants";
import type { CampusLink, Menu, MenuEntry, MenuLink, MenuSection } from "../../../../contract/model/menus";

export type Children = { kind: "sections"; sections: MenuSection[] } | { kind: "links"; links: MenuLink[] } | null;

/** Under "Nos campus" the city says it all; the title stands in when a campus has no city. Pages in the menu's language. */
export const campusLinks = (campuses: CampusLink[], locale: Locale): MenuLink[] =>
  campuses.map((campus) => ({ label: campus.city || campus.title, url: routePath("campus", { slug: campus.slug }, locale) }));

/** What opening an entry shows: sections, links, or nothing (a plain link). The campus entry lists the campuses. */
export function entryChildren(entry: MenuEntry, campuses: CampusLink[], locale: Locale): Children {
  switch (entry.__component) {
    case "core.menu-dropdown":
      return entry.menu_sections.length ? { kind: "sections", sections: entry.menu_sections } : null;
    case "core.menu":
      return entry.items.length ? { kind: "links", links: entry.items } : null;
    case "core.campus":
      return campuses.length ? { kind: "links", links: campusLinks(campuses, locale) } : null;
    case "core.menu-item":
      return null;
  }
}

/** The entry's own link, if it has one. */
export const entryUrl = (entry: MenuEntry): string | null => entry.url || null;

/** Campus links in columns of `perColumn`, at most `columns` of them (3 × 11). */
export function campusColumns<T>(campuses: T[], columns = CAMPUS_MENU_COLUMNS, perColumn = CAMPUS_MENU_ITEMS_PER_COLUMN): T[][] {
  const shown = campuses.slice(0, columns * perColumn);
  const result: T[][] = [];
  for (let i = 0; i < shown.length; i += perColumn) result.push(shown.slice(i, i + perColumn));
  return result;
}

type FooterColumn = { kind: "menu"; label: string; links: MenuLink[] } | { kind: "links"; links: MenuLink[] };

/** Footer menus become titled columns; single links next to each other share one column. */
export function footerColumns(menu: Menu): FooterColumn[] {
  const columns: FooterColumn[] = [];
  for (const entry of menu) {
    if (entry.__component === "core.menu" || entry.__component === "core.menu-dropdown") {
      const links = entry.__component === "core.menu" ? entry.items : entry.menu_sections.flatMap((s) => s.items);
      columns.push({ kind: "menu", label: entry.label, links });
      continue;
    }
    if (!entry.url) continue;
    const last = columns.at(-1);
    const link = { label: entry.label, url: entry.url };
    if (last?.kind === "links") last.links.push(link);
    else columns.push({ kind: "links", links: [link] });
  }
  return columns;
}
