import { afterEach, describe, expect, it, vi } from "vitest";
import { AGENDA_FILTERS, PROGRAM_CATEGORIES, accessDelayKey, formatDuration, t } from "./dictionary";

afterEach(() => vi.restoreAllMocks());

describe("dictionary", () => {
  it("translates levels, rhythm and categories in both languages", () => {
    expect(t("fr", "entry-level-0")).toBe("Bac");
    expect(t("fr", "graduation-level-5")).toBe("Bac+5");
    expect(t("fr", "rhythm-fulltime")).toBe("Initial");
    expect(t("fr", "rhythm-periodic")).toBe("Alternance");
    expect(t("en", "rhythm-periodic")).toBe("Work-study");
    expect(t("fr", "category-programme-grande-ecole")).toBe("Programme Grande École");
  });

  it("has a label for every programme category and agenda filter", () => {
    const spy = vi.spyOn(console, "info").mockImplementation(() => {});
    for (const c of PROGRAM_CATEGORIES) expect(t("fr", `category-${c}`)).not.toMatch(/introuvable/);
    for (const f of AGENDA_FILTERS) expect(t("fr", `agenda-${f}`)).not.toMatch(/introuvable/);
    expect(spy).not.toHaveBeenCalled();
  });

  it("names a missing key and logs an info", () => {
    const spy = vi.spyOn(console, "info").mockImplementation(() => {});
    expect(t("fr", "category-nope")).toBe("Taxo introuvable : category-nope");
    expect(spy).toHaveBeenCalledOnce();
  });

  it("says so when the entry is empty for that locale (English lacks entry level 1)", () => {
    expect(t("en", "entry-level-1")).toBe(`L'entrée "entry-level-1" n'existe pas pour la langue en`);
    expect(t("fr", "entry-level-1")).toBe("Bac+1");
  });

  it("formats durations with the unit agreeing with the number", () => {
    expect(formatDuration("fr", { value: 2, unit: "year" })).toBe("2 ans");
    expect(formatDuration("fr", { value: 1, unit: "year" })).toBe("1 an");
    expect(formatDuration("fr", { value: 9, unit: "month" })).toBe("9 mois");
    expect(formatDuration("fr", { value: 140, unit: "hour" }, "long")).toBe("Formation en 140 heures");
    expect(formatDuration("en", { value: 3, unit: "year" }, "long")).toBe("Programme length: 3 years");
  });

  it("gives a BTS the Parcoursup calendar as access delay, other programmes 48 h to 9 months", () => {
    expect(t("fr", accessDelayKey("bts"))).toBe("selon le calendrier de Parcoursup, la plateforme nationale d’admission dans l’enseignement supérieur.");
    for (const category of PROGRAM_CATEGORIES.filter((c) => c !== "bts")) {
      expect(t("fr", accessDelayKey(category))).toBe("entre 48\u00a0h et 9\u00a0mois, selon la date de votre candidature et celle de la rentrée.");
    }
    expect(t("fr", "access-delay-label")).toBe("Délai d’accès\u00a0:");
    expect(t("en", accessDelayKey("mba"))).toContain("48 hours and 9 months");
  });
});
