import { describe, expect, it } from "vitest";
import type { Menu } from "../../../../contract/model/menus";
import { campusColumns, entryChildren, footerColumns } from "./menu";

const link = (label: string) => ({ label, url: `/${label}` });

describe("campusColumns", () => {
  const campuses = Array.from({ length: 40 }, (_, i) => `c${i}`);

  it("fills columns of 11, three at most", () => {
    const columns = campusColumns(campuses);
    expect(columns.map((c) => c.length)).toEqual([11, 11, 11]);
    expect(columns[1]![0]).toBe("c11");
    expect(columns.flat()).not.toContain("c33");
  });

  it("leaves the last column short for 26 campuses", () => {
    expect(campusColumns(campuses.slice(0, 26)).map((c) => c.length)).toEqual([11, 11, 4]);
    expect(campusColumns([])).toEqual([]);
  });
});

describe("entryChildren", () => {
  const campuses = [{ title: "Campus de Lyon", slug: "lyon", city: "Lyon" }, { title: "Campus en ligne", slug: "en-ligne", city: "" }];

  it("opens sections of a dropdown, links of a menu, campuses of the campus entry", () => {
    const sections = [{ Titre: "Recruter", items: [link("a")] }];
    expect(entryChildren({ __component: "core.menu-dropdown", label: "E", menu_sections: sections }, campuses, "fr")).toEqual({ kind: "sections", sections });
    expect(entryChildren({ __component: "core.menu", label: "M", items: [link("b")] }, campuses, "fr")).toEqual({ kind: "links", links: [link("b")] });
    expect(entryChildren({ __component: "core.campus", label: "Nos campus" }, campuses, "fr")).toEqual({
      kind: "links",
      links: [
        { label: "Lyon", url: "/campus/lyon" },
        { label: "Campus en ligne", url: "/campus/en-ligne" },
      ],
    });
  });

  it("links the campuses of an English menu to their English pages", () => {
    expect(entryChildren({ __component: "core.campus", label: "Our campuses" }, campuses, "en")).toMatchObject({
      links: [{ url: "/en/campus/lyon" }, { url: "/en/campus/en-ligne" }],
    });
  });

  it("opens nothing for empty entries and single links", () => {
    expect(entryChildren({ __component: "core.menu", label: "M", url: "/m", items: [] }, campuses, "fr")).toBeNull();
    expect(entryChildren({ __component: "core.campus", label: "Nos campus" }, [], "fr")).toBeNull();
    expect(entryChildren({ __component: "core.menu-item", label: "Contact", url: "/contact" }, campuses, "fr")).toBeNull();
  });
});

describe("footerColumns", () => {
  it("makes a column per menu and groups neighbouring single links", () => {
    const menu: Menu = [
      { __component: "core.menu", label: "Formations", items: [link("bts")] },
      { __component: "core.menu-item", label: "Entreprises", url: "/entreprises" },
      { __component: "core.menu-item", label: "Contact", url: "/contact" },
      { __component: "core.menu", label: "École", items: [link("campus")] },
      { __component: "core.menu-item", label: "Alumni", url: "/alumni" },
    ];
    expect(footerColumns(menu)).toEqual([
      { kind: "menu", label: "Formations", links: [link("bts")] },
      { kind: "links", links: [{ label: "Entreprises", url: "/entreprises" }, { label: "Contact", url: "/contact" }] },
      { kind: "menu", label: "École", links: [link("campus")] },
      { kind: "links", links: [{ label: "Alumni", url: "/alumni" }] },
    ]);
  });
});
