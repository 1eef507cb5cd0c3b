import { describe, expect, it } from "vitest";
import { NO_FILTER, catalogueHref, filtersNamed } from "./catalogue";

const campuses = [
  { slug: "lyon", city: "Lyon" },
  { slug: "clermont-ferrand", city: "Clermont-Ferrand" },
  { slug: "le-mans", city: "Le Mans" },
  { slug: "orleans", city: "Orléans" },
];

describe("the catalogue's filters a search query names", () => {
  it("finds a category, a rhythm, a level and a campus, whatever the case and accents", () => {
    expect(filtersNamed("BTS en alternance à Lyon", campuses)).toEqual({ ...NO_FILTER, category: "bts", rhythm: "alternance", campus: "lyon" });
    expect(filtersNamed("master bac+5 orleans", campuses)).toEqual({ ...NO_FILTER, category: "mastere", level: 5, campus: "orleans" });
    expect(filtersNamed("DSCG", campuses)).toEqual({ ...NO_FILTER, category: "dcg-dscg" });
    expect(filtersNamed("apprentissage", campuses)).toEqual({ ...NO_FILTER, rhythm: "alternance" });
  });

  it("finds a city of several words only whole", () => {
    expect(filtersNamed("clermont ferrand", campuses)?.campus).toBe("clermont-ferrand");
    expect(filtersNamed("Clermont-Ferrand", campuses)?.campus).toBe("clermont-ferrand");
    expect(filtersNamed("clermont", campuses)).toBeNull();
    expect(filtersNamed("le mans", campuses)?.campus).toBe("le-mans");
    expect(filtersNamed("lyonnais", campuses)).toBeNull();
  });

  it("names none for a query about a subject, or a level that is not one", () => {
    expect(filtersNamed("comptabilité gestion", campuses)).toBeNull();
    expect(filtersNamed("bac+9", campuses)).toBeNull();
  });
});

describe("the catalogue's address", () => {
  it("writes the filters in use in the address's order", () => {
    expect(catalogueHref("/formations", { ...NO_FILTER, campus: "lyon", category: "bts", level: 3 })).toBe("/formations?categorie=bts&niveau=3&campus=lyon");
    expect(catalogueHref("/en/formations", NO_FILTER)).toBe("/en/formations");
  });
});
