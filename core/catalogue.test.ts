import { describe, expect, it } from "vitest";
import { NO_FILTER, catalogueHref, filterCatalogue, filtersNamed, landingFilters, nearestMatching, type Filterable } from "./catalogue";

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

const programme = (category: string, entryLevel: number, graduationLevel: number, rhythm: string, campuses: string[]): Filterable => ({ category, entryLevel, graduationLevel, rhythm, campuses });
const CATALOGUE = [
  programme("bts", 0, 2, "periodic", ["lyon", "nice"]),
  programme("bts", 0, 2, "fulltime", ["lyon"]),
  programme("bachelor", 2, 3, "periodic", ["lyon"]),
];

describe("the catalogue's filters applied to its answer", () => {
  it("keeps the programmes every filter in use matches, the rhythm as the address names it", () => {
    expect(filterCatalogue(CATALOGUE, NO_FILTER)).toEqual(CATALOGUE);
    expect(filterCatalogue(CATALOGUE, { ...NO_FILTER, campus: "nice" })).toEqual([CATALOGUE[0]]);
    expect(filterCatalogue(CATALOGUE, { ...NO_FILTER, category: "bts", rhythm: "initial" })).toEqual([CATALOGUE[1]]);
    expect(filterCatalogue(CATALOGUE, { ...NO_FILTER, level: 3, entry: 2, campus: "lyon", rhythm: "alternance" })).toEqual([CATALOGUE[2]]);
    expect(filterCatalogue(CATALOGUE, { ...NO_FILTER, level: 0, entry: 5 })).toEqual([]);
  });
});

describe("the nearest combination some programme matches", () => {
  it("is the filters themselves when a programme matches them", () => {
    const filters = { ...NO_FILTER, category: "bts", campus: "nice" };
    expect(nearestMatching(CATALOGUE, filters)).toEqual(filters);
    expect(nearestMatching([], NO_FILTER)).toEqual(NO_FILTER);
  });

  it("drops the fewest filters, the address's later ones first, down to the unfiltered catalogue", () => {
    // bts at Nice in initial: any two of three match; category and campus come first in the address
    expect(nearestMatching(CATALOGUE, { ...NO_FILTER, category: "bts", campus: "nice", rhythm: "initial" })).toEqual({ ...NO_FILTER, category: "bts", campus: "nice" });
    expect(nearestMatching(CATALOGUE, { ...NO_FILTER, level: 0, entry: 2 })).toEqual({ ...NO_FILTER, entry: 2 });
    expect(nearestMatching(CATALOGUE, { ...NO_FILTER, level: 0, entry: 5 })).toEqual(NO_FILTER);
    expect(nearestMatching([], { ...NO_FILTER, category: "bts" })).toEqual(NO_FILTER);
  });

  it("never drops a pinned filter: null when its value matches nothing", () => {
    // Bac+3 chosen beside BTS in initial: the bachelor's level stays, what it cannot go with goes
    expect(nearestMatching(CATALOGUE, { ...NO_FILTER, category: "bts", rhythm: "initial", level: 3 }, "level")).toEqual({ ...NO_FILTER, level: 3 });
    expect(nearestMatching(CATALOGUE, { ...NO_FILTER, category: "bts", rhythm: "initial", level: 2 }, "level")).toEqual({ ...NO_FILTER, category: "bts", rhythm: "initial", level: 2 });
    expect(nearestMatching(CATALOGUE, { ...NO_FILTER, category: "mba" }, "category")).toBeNull();
  });
});

describe("the catalogue's landing pages", () => {
  it("are the one-filter pages some programme matches, in the address's order", () => {
    expect(landingFilters(CATALOGUE).map((filters) => catalogueHref("/formations", filters))).toEqual([
      "/formations?categorie=bts",
      "/formations?categorie=bachelor",
      "/formations?niveau=2",
      "/formations?niveau=3",
      "/formations?campus=lyon",
      "/formations?campus=nice",
      "/formations?rythme=alternance",
      "/formations?rythme=initial",
      "/formations?entree=0",
      "/formations?entree=2",
    ]);
    expect(landingFilters([])).toEqual([]);
  });
});
