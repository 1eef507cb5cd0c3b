import { describe, expect, it } from "vitest";
import { NO_FILTER, landingFilters, type Filterable } from "./catalogue";
import { catalogueHeading } from "./catalogue-labels";
import { messagesFor } from "./messages";

const CATALOGUE: Filterable[] = [
  { category: "bts", graduationLevel: 2, entryLevel: 0, rhythm: "periodic", campuses: ["lyon"] },
  { category: "mastere", graduationLevel: 5, entryLevel: 3, rhythm: "fulltime", campuses: ["annecy"] },
];
const CAMPUSES: Record<string, string> = { lyon: "Campus de Lyon", annecy: "Campus d’Annecy" };

describe("the heading of a one-filter page", () => {
  it("is a title of its own in French, from the filter's label", () => {
    const m = messagesFor("fr").formations;
    const headings = landingFilters(CATALOGUE).map((filters) => catalogueHeading(filters, "fr", m, filters.campus && CAMPUSES[filters.campus]!));
    expect(headings).toEqual([
      "Formations BTS",
      "Formations Mastère",
      "Formations de niveau Bac+2",
      "Formations de niveau Bac+5",
      "Formations au Campus d’Annecy",
      "Formations au Campus de Lyon",
      "Formations en alternance",
      "Formations en initial",
      "Formations accessibles après le Bac",
      "Formations accessibles après un Bac+3",
    ]);
    expect(m.filteredDescription("Formations BTS", 13)).toBe("Formations BTS\u00a0: 13 formations du catalogue, avec leurs niveaux d’entrée et de sortie, leur rythme et leurs campus.");
    expect(m.filteredDescription("Formations de niveau Bac+5", 1)).toBe("Formations de niveau Bac+5\u00a0: 1 formation du catalogue, avec ses niveaux d’entrée et de sortie, son rythme et ses campus.");
  });

  it("is distinct in English too", () => {
    const headings = landingFilters(CATALOGUE).map((filters) => catalogueHeading(filters, "en", messagesFor("en").formations, filters.campus && CAMPUSES[filters.campus]!));
    expect(new Set(headings).size).toBe(headings.length);
    expect(headings).toContain("Work-study programmes");
  });

  it("is the catalogue's own with no filter or several", () => {
    const m = messagesFor("fr").formations;
    expect(catalogueHeading(NO_FILTER, "fr", m, null)).toBe("Nos formations");
    expect(catalogueHeading({ ...NO_FILTER, category: "bts", rhythm: "alternance" }, "fr", m, null)).toBe("Nos formations");
  });
});
