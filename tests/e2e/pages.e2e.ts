/** Every kind of route against the real CMS: status, a key text, and screenshots at phone and desktop widths. */
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, chromiumForFile } from "./browser";
import { wakeIslands } from "./page-tools";

const site = inject("siteUrl");
const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/e2e-pages";

/** [path, status, a text the page must show]. */
const PAGES: [string, number, string][] = [
  ["/actualites", 200, "Actualités"],
  ["/actualites/page/2", 200, "Actualités – page 2"],
  ["/actualites/resultats-examens-dcg", 200, "Résultats du DCG"],
  ["/blog", 200, "Le blog"],
  ["/blog/cv-etudiant-conseils", 200, "Rédiger un CV étudiant"],
  ["/agenda", 200, "Tous les évènements"],
  ["/agenda?type=job-dating", 200, "Job dating"],
  ["/agenda/portes-ouvertes-paris", 200, "Inscription"],
  ["/campus", 200, "Auvergne-Rhône-Alpes"],
  ["/campus/lyon", 200, "L’équipe du campus"],
  ["/formations", 200, "Nos formations"],
  ["/formations?categorie=bts", 200, "BTS Comptabilité et Gestion"],
  ["/formations/dcg", 200, "Programme de la formation"],
  ["/formations-reseau", 200, "formations en réseau"],
  ["/offres-alternance", 200, "Cabinet Martin"],
  ["/fiches-metiers", 200, "Gestionnaire de paie"],
  ["/fiches-metiers/comptable", 200, "Missions principales"],
  ["/article", 200, "Tous nos articles"],
  ["/admission", 200, "Quatre étapes pour nous rejoindre"],
  ["/admission/admissions-et-tarifs", 200, "Frais de scolarité"],
  ["/ecole/nos-engagements", 200, "Indicateurs de résultats"],
  ["/alumni", 200, "Alumni"],
  ["/alumni/alumni-et-ambassadeurs", 200, "Julie Moreau"],
  ["/contact", 200, "Nous joindre"],
  ["/entreprise", 200, "Espace entreprise"],
  ["/partenaire", 200, "Espace professionnel"],
  ["/edito-reseau-competences-et-developpement", 200, "Sophie Martin"],
  ["/art-culture", 200, "Une saison culturelle"],
  ["/decouvrir-nos-podcasts", 200, "Parcours, le podcast"],
  ["/decouvrez-nos-podcasts", 200, "Parcours, le podcast"],
  ["/crm/brochure", 200, "Nos brochures par filière"],
  ["/formations/inconnue", 404, "Oops cette page n'existe pas (ou plus)"],
  ["/actualites/page/99", 404, "Oops cette page n'existe pas (ou plus)"],
  ["/error/debug?code=503", 503, "Erreur interne au serveur."],
];

const browser = chromiumForFile();
describe("pages from the CMS", () => {
  it.each(PAGES)("%s answers %i with its content in the HTML", async (path, status, text) => {
    const res = await fetch(`${site}${path}`, { redirect: "manual" });
    expect(res.status).toBe(status);
    const html = (await res.text()).replace(/&#x27;/g, "'");
    expect(html).toContain(text);
  });

  it("redirects /login home and page 1 of the news to /actualites", async () => {
    const login = await fetch(`${site}/login`, { redirect: "manual" });
    expect(login.status).toBe(302);
    expect(new URL(login.headers.get("location") ?? "", site).pathname).toBe("/");
    const first = await fetch(`${site}/actualites/page/1`, { redirect: "manual" });
    expect(first.status).toBe(301);
    expect(new URL(first.headers.get("location") ?? "", site).pathname).toBe("/actualites");
  });

  it("marks campus and programme anchors", async () => {
    const campus = await (await fetch(`${site}/campus/lyon`)).text();
    for (const id of ["campus", "team", "keydata", "formations", "event"]) expect(campus).toContain(`id="${id}"`);
    const course = await (await fetch(`${site}/formations/dcg`)).text();
    for (const id of ["objectifs", "formation", "admission", "certification", "tarif"]) expect(course).toContain(`id="${id}"`);
    expect(course).toContain('"@type":"Course"');
  });

  it("filters the agenda with plain links, and follows them between pages without errors", async () => {
    const page = await browser().newPage(DESKTOP);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${site}/agenda`);
    await page.click("a.chip >> text=Conférence");
    await page.waitForURL(`${site}/agenda?type=conference`);
    await page.waitForSelector('a.chip--current:has-text("Conférence")');
    const titles = await page.locator(".event-card__title").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain("conférence");
    await page.click(".event-card__title a >> nth=0");
    await page.waitForFunction(() => location.pathname.startsWith("/agenda/"));
    await page.waitForSelector(".info-card");
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("renders each kind of page on a %s without script errors (screenshots in %s)", async (label, device) => {
    const page = await browser().newPage(device);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const kinds = ["/actualites", "/actualites/resultats-examens-dcg", "/agenda", "/agenda/portes-ouvertes-paris", "/campus", "/campus/lyon", "/formations", "/formations/dcg", "/formations-reseau", "/offres-alternance", "/fiches-metiers/comptable", "/admission", "/crm/brochure"];
    for (const path of kinds) {
      await page.goto(`${site}${path}`);
      await wakeIslands(page);
      await page.screenshot({ path: `${SHOTS}/${label}${path.replace(/\//g, "_")}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
