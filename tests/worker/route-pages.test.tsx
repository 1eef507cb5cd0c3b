/** Route modules' own pages (worker/routes/), rendered to HTML from data shaped like their loaders'. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AgendaPage, type AgendaData } from "../../worker/routes/agenda";
import { DemarcheQualitePage } from "../../worker/routes/demarche-qualite";

describe("DemarcheQualitePage", () => {
  it("on the quality page, shows the Qualiopi certificate: the certification's wording, a French date, the PDF's format and size", () => {
    const image = { url: "/uploads/certificat.svg", alternativeText: "Certificat Qualiopi", width: 420, height: 594 };
    const qualiopi = {
      certificate: image, certificateFile: { url: "/uploads/certificat.pdf", ext: ".pdf", size: 1.4 }, mark: image, issuedOn: "2025-12-01",
      training: true, skillsAssessment: false, priorLearning: false, apprenticeship: true, demo: false,
    };
    const article = { title: "Démarche qualité", slug: "demarche-qualite", rubrique: "ecole", summary: "", pageLayout: "default", image: null, seo: null, sections: [] };
    const one = renderToString(<DemarcheQualitePage data={{ article, trail: [], qualiopi: { ...qualiopi, training: false } }} />);
    expect(one).toContain("La certification qualité a été délivrée au titre de la catégorie\u00a0: actions de formation par apprentissage.");
    expect(one).toContain("Certificat délivré le 1er\u00a0décembre 2025.");
    expect(one).toMatch(/<a class="qualiopi__download" href="\/uploads\/certificat.pdf" download="">Télécharger le certificat \(PDF, 1\s?ko\)<\/a>/);
    const two = renderToString(<DemarcheQualitePage data={{ article, trail: [], qualiopi }} />);
    expect(two).toContain("au titre des catégories\u00a0: actions de formation, actions de formation par apprentissage.");
  });
});

describe("Agenda", () => {
  it("shows filters as links and the filtered empty text", () => {
    const filters = [{ key: "all", label: "Tous les évènements" }, { key: "conference", label: "Conférence" }] as AgendaData["filters"];
    const html = renderToString(<AgendaPage data={{ filter: "conference", filters, events: [] }} />);
    expect(html).toContain('href="/agenda?type=conference"');
    expect(html).toMatch(/class="chip chip--current" href="\/agenda\?type=conference" aria-current="true"/);
    expect(html).toContain("Aucun évènement ne correspond à ce filtre pour le moment.");
  });
});
