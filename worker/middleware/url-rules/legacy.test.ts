import { describe, expect, it } from "vitest";
import { LEGACY_PAGES, LEGACY_PREFIXES } from "../../../redirects";
import { legacyTarget, tableKey } from "./legacy";

describe("legacyTarget: exact old paths", () => {
  for (const [family, entries] of Object.entries(LEGACY_PAGES)) {
    it(`answers every old ${family} path, with and without trailing slash, in any case`, () => {
      for (const [old, target] of Object.entries(entries)) {
        expect(legacyTarget(old), old).toBe(target);
        expect(legacyTarget(`${old}/`), `${old}/`).toBe(target);
        expect(legacyTarget(old.toUpperCase()), old.toUpperCase()).toBe(target);
      }
    });
  }

  it("answers the product's programmes and the other named targets", () => {
    expect(legacyTarget("/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion/")).toBe("/formations/dcg");
    expect(legacyTarget("/campus/dakar")).toBe("/campus");
    expect(legacyTarget("/session-de-recrutement-lyon/")).toBe("/campus/lyon");
    expect(legacyTarget("/telechargez-notre-documentation/")).toBe("/crm/brochure");
    expect(legacyTarget("/rejoindre-lecole/")).toBe("/admission");
    expect(legacyTarget("/paiement/")).toBe("/paiement-en-ligne");
    expect(legacyTarget("/autres-moyens-de-paiement")).toBe("/autre-moyen-de-paiement");
    expect(legacyTarget("/wp-content/uploads/2021/09/reglement-interieur.pdf")).toBe(
      "https://fichiers.example-groupe.fr/ecole/reglement-interieur.pdf",
    );
  });
});

describe("legacyTarget: prefix families", () => {
  const oldEvents = [
    "/epreuve-dadmission-en-ligne-2021",
    "/job-dating-alternance-lyon-2022",
    "/parcoursup-2021-mode-demploi",
    "/session-dinformation-bachelor-raf",
    "/speed-recruiting-alternance",
    "/rentree-2021",
    "/rentree-decalee-fevrier-2022",
    "/salons/salon-studyrama-paris-2020",
  ];
  const oldOpenDays = [
    "/journee-portes-ouvertes-samedi-12-mars",
    "/portes-ouvertes-2019",
    "/portes-ouvertes-2019/inscription",
    "/soiree-portes-ouvertes-campus-paris",
  ];
  it("sends every old event-like page to /agenda, with and without trailing slash", () => {
    for (const old of oldEvents) {
      expect(legacyTarget(old), old).toBe("/agenda");
      expect(legacyTarget(`${old}/`), `${old}/`).toBe("/agenda");
    }
  });

  it("sends the old open days' pages to the open days page", () => {
    for (const old of oldOpenDays) {
      expect(legacyTarget(old), old).toBe("/journees-portes-ouvertes");
      expect(legacyTarget(`${old}/`), `${old}/`).toBe("/journees-portes-ouvertes");
    }
  });

  it("sends the old /campus-… pages to /campus", () => {
    for (const old of ["/campus-lyon", "/campus-paris/", "/campus-de-nantes/nous-trouver/"]) expect(legacyTarget(old), old).toBe("/campus");
  });

  it("covers every prefix of the table", () => {
    for (const [prefix, target] of LEGACY_PREFIXES) expect(legacyTarget(`${prefix}x`), prefix).toBe(target);
  });

  it("never catches a current page that shares a prefix's letters", () => {
    for (const path of [
      "/parcoursup",
      "/campus",
      "/campus/",
      "/campus/lyon",
      "/campus/paris/",
      "/agenda/portes-ouvertes-paris",
      "/agenda/portes-ouvertes-paris/inscription",
      "/journees-portes-ouvertes",
      "/agenda/job-dating-nantes",
      "/actualites/rentree-decalee-fevrier",
      "/actualites/parcoursup-calendrier",
      "/partenaire",
      "/paiement-en-ligne",
      "/formations/dcg",
    ]) {
      expect(legacyTarget(path), path).toBeNull();
    }
  });
});

describe("tableKey", () => {
  it("is the path lowercased without trailing slashes", () => {
    expect(tableKey("/Nos-Formations/")).toBe("/nos-formations");
    expect(tableKey("/a//")).toBe("/a");
    expect(tableKey("/")).toBe("/");
  });
});
