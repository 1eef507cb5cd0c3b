import { describe, expect, it } from "vitest";
import { certifiedCategories, showsQualiopiMark } from "./qualiopi";
import { ROUTES } from "./routes";

describe("the Qualiopi mark", () => {
  it("is never on a single programme's page, nor on the pages that sell programmes", () => {
    for (const route of ["formation", "formation-list", "formations-reseau", "crm-brochure", "search"] as const) expect(showsQualiopiMark(route), route).toBe(false);
  });

  it("is on the school's institutional pages: home, the quality page, the commitments, campuses, the CMS's articles", () => {
    for (const route of ["home", "demarche-qualite", "nos-engagements", "campus", "rubrique", "contact"] as const) expect(showsQualiopiMark(route), route).toBe(true);
  });

  it("is not on an error page, which has no route", () => {
    expect(showsQualiopiMark(null)).toBe(false);
    expect(showsQualiopiMark(undefined)).toBe(false);
  });

  it("keeps news, events, careers and offers out: they are not about the school as an organisation", () => {
    const shown = ROUTES.filter((route) => showsQualiopiMark(route.name)).map((route) => route.name);
    for (const route of ["news", "news-list", "blog-post", "agenda", "event", "fiche-metier", "offres-alternance", "login", "error-debug"]) expect(shown).not.toContain(route);
  });
});

describe("the certificate's categories", () => {
  it("are the ones ticked, in the law's order", () => {
    expect(certifiedCategories({ apprenticeship: true, training: true, skillsAssessment: false })).toEqual(["training", "apprenticeship"]);
    expect(certifiedCategories({ skillsAssessment: false, priorLearning: null })).toEqual([]);
  });
});
