import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../core/routes";
import { LEGACY_PAGES, LEGACY_PREFIXES } from "../../../redirects";
import { matchPage } from "../../router/match";
import { legacyTarget } from "./legacy";

const entries = Object.values(LEGACY_PAGES).flatMap((family) => Object.entries(family));
const TABLE_PATH = /^(?:\/[a-z0-9._-]+)+$/;
const FILE_ADDRESS = /^https:\/\/[a-z0-9.-]+\/[a-z0-9/._-]+$/;

/** Pages of the current site: the route table's fixed paths and the link slugs */
const CURRENT_PAGES = [
  ...ROUTES.filter((r) => !r.pattern.includes(":")).map((r) => r.pattern),
  "/actualites/page/2", "/agenda/portes-ouvertes-paris", "/blog/reussir-entretien-alternance",
  "/campus/lyon", "/campus/paris", "/formations/dcg", "/formations/bts-cg", "/fiches-metiers/comptable",
  "/fiches-metiers", "/admission", "/admission/admissions-et-tarifs", "/admission/services-aux-etudiants",
  "/entreprises", "/entreprises/recrutez-nos-talents", "/entreprises/taxe-apprentissage", "/ecole",
  "/ecole/nos-engagements", "/ecole/demarche-qualite", "/ecole/comites-d-orientation-strategique",
  "/paiement-en-ligne", "/autre-moyen-de-paiement", "/cgv", "/mentions-legales", "/charte-donnees-personnelles",
  "/en/legal-notices", "/en/data-privacy-policy",
];

describe("the legacy table (redirects.ts)", () => {
  it("writes old paths and prefixes lowercase, without trailing slash, once each", () => {
    for (const [old] of entries) expect(old, old).toMatch(TABLE_PATH);
    for (const [prefix] of LEGACY_PREFIXES) expect(prefix, prefix).toMatch(/^\/[a-z0-9._/-]+$/);
    expect(new Set(entries.map(([old]) => old)).size).toBe(entries.length);
  });

  it("sends every old path to a page of the route table, or to an https file address", () => {
    for (const [old, target] of [...entries, ...LEGACY_PREFIXES]) {
      if (target.startsWith("https://")) expect(target, old).toMatch(FILE_ADDRESS);
      else expect(matchPage(target), `${old} → ${target}`).not.toBeNull();
    }
  });

  it("has no chains: a target is never itself an old path", () => {
    for (const [old, target] of [...entries, ...LEGACY_PREFIXES]) expect(legacyTarget(target), `${old} → ${target}`).toBeNull();
  });

  it("swallows no page of the current site", () => {
    for (const path of CURRENT_PAGES) expect(legacyTarget(path), path).toBeNull();
  });
});
