/** What a visitor meets over HTTP, through the whole pipeline in workerd, the CMS answered by a fake: filters, redirects, frame, links, pages. */
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app, throughStages } from "./app";
import { fakeCms, json, uniqueCmsUrl, type SeenCall } from "./fake-cms";

const campus = (n: number) => ({ title: `Campus ${n}`, slug: `campus-${n}`, city: `Ville ${n}` });

const formation = (slug: string, category: string) => ({
  title: `Formation ${slug}`,
  slug,
  category,
  entryLevel: 0,
  graduationLevel: 2,
  rhythm: "periodic",
  summary: "Résumé",
  objectives: "Objectifs",
  admission: "Dossier et entretien.",
  certification: "Diplôme d’État.",
  price: "Gratuite en alternance.",
  campuses: [],
});

const article = (rubrique: string, pageLayout: string) => ({
  title: `Page ${rubrique}`,
  slug: rubrique,
  rubrique,
  summary: "Résumé",
  pageLayout,
  sections: [],
});

/** What the lists of slugs a detail page is checked against hold: the pages these tests visit. */
const LISTED: Record<string, { slug: string; rubrique?: string }[]> = {
  "/api/formations": [{ slug: "bts-cg" }, { slug: "bac5-daf" }],
  "/api/ecole-articles": ["alumni", "entreprise", "entreprises", "paiement-en-ligne", "autre-moyen-de-paiement"].map((rubrique) => ({ slug: rubrique, rubrique })),
};

let campuses = 26;
/** A small CMS: campuses (as many as `campuses`), two programmes, articles, and empty lists for the rest. */
function answer(call: SeenCall) {
  const path = call.url.pathname;
  const listed = call.url.searchParams.has("pagination[page]") ? LISTED[path] : undefined;
  if (listed) return json({ data: listed, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: listed.length } } });
  if (path === "/api/campuses") return campuses < 0 ? json({ error: { status: 500 } }, 500) : json({ data: Array.from({ length: campuses }, (_, i) => campus(i + 1)), meta: {} });
  if (path === "/api/formations" && call.url.searchParams.get("filters[slug][$eq]")) {
    const slug = call.url.searchParams.get("filters[slug][$eq]")!;
    return json({ data: [formation(slug, slug.startsWith("bts") ? "bts" : "mastere")], meta: {} });
  }
  const rubrique = /^\/api\/ecole-articles\/([a-z-]+)$/.exec(path)?.[1];
  if (rubrique) return json({ data: article(rubrique, rubrique.includes("paiement") ? "empty" : "default") });
  if (path === "/api/users/me") return json({ error: { status: 404 } }, 404);
  return json({ data: [], meta: { pagination: { page: 1, pageSize: 12, pageCount: 0, total: 0 } } });
}

let cmsUrl: string;
beforeEach(() => {
  campuses = 26;
  cmsUrl = uniqueCmsUrl();
  fakeCms(answer);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const get = (path: string, vars: Record<string, string> = {}) =>
  app.request(`https://www.ecole.test${path}`, { redirect: "manual" }, { ...env, CMS_URL: cmsUrl, ...vars }, createExecutionContext());
/** The page and its HTML, without the markers React puts between neighbouring texts. */
const page = async (path: string, vars: Record<string, string> = {}) => {
  const res = await get(path, vars);
  return { res, html: (await res.text()).replaceAll("<!-- -->", "") };
};

describe("filters from old or hand-edited links", () => {
  it("answer the whole list, not the 400 page", async () => {
    for (const path of ["/agenda?type=zzz", "/formations?categorie=zzz", "/formations?niveau=zzz", "/formations?categorie=%3Cscript%3E"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(html, path).not.toContain("Mauvaise requête.");
      expect(html, path).not.toContain("<script>");
    }
  });
});

describe("the commitments page", () => {
  it("has one address: /ecole/engagements answers a 301 to /ecole/nos-engagements, in one hop from old addresses", async () => {
    for (const path of ["/ecole/engagements", "/ecole/engagements/", "/Ecole/Engagements", "/nos-engagements", "/wp-content/uploads/2020/09/charte-engagements.pdf"]) {
      const res = await throughStages(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe("/ecole/nos-engagements");
    }
    expect(await (await throughStages("/ecole/nos-engagements")).text()).toBe("page /ecole/nos-engagements");
  });
});

describe("the group footer frame", () => {
  it("frames the site's own group footer page by default, sandboxed, and the CSP allows it", async () => {
    const { res, html } = await page("/");
    const frame = /<iframe class="site-footer__group"[^>]*>/.exec(html)?.[0] ?? "";
    expect(frame).toContain('src="/group-footer"');
    expect(frame).toContain('title="Les écoles du groupe"');
    expect(frame).toContain('loading="lazy"');
    expect(frame).toContain('height="115"');
    expect(frame).toMatch(/sandbox="allow-popups[^"]*"/);
    expect(res.headers.get("content-security-policy")).toMatch(/frame-src 'self'(;|$)/);
  });

  it("frames a configured address and lets the CSP allow its origin", async () => {
    const { res, html } = await page("/", { GROUP_FOOTER_URL: "https://groupe.test/pied-de-page" });
    expect(html).toMatch(/<iframe class="site-footer__group" src="https:\/\/groupe.test\/pied-de-page"/);
    expect(res.headers.get("content-security-policy")).toContain("frame-src 'self' https://groupe.test;");
  });
});

describe("header links", () => {
  it("sends alumni and the services to the site's own pages; unset external addresses leave no link to a dead host", async () => {
    const { html } = await page("/");
    const topbar = /<div class="topbar">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(topbar).toContain('href="/alumni"');
    for (const href of ["/edito-reseau-competences-et-developpement", "/art-culture", "/formations-reseau", "/decouvrir-nos-podcasts"]) expect(topbar).toContain(`href="${href}"`);
    // the demo's profiles are the site's own pages; its footer has the two external links, each in a new tab
    expect(html).toContain('href="/entreprise"');
    expect(html).toContain('href="/partenaire"');
    expect(html).toMatch(/href="https:\/\/recrutement.example-ecole.fr\/" target="_blank" rel="noopener noreferrer">Travailler à l’école/);
    expect(html).toMatch(/href="https:\/\/reclamation.example-ecole.fr\/formulaire" target="_blank" rel="noopener noreferrer">Formulaire de réclamation/);
  });

  it("leaves an unset external link out of the footer", async () => {
    const { html } = await page("/", { WORK_AT_SCHOOL_URL: "", COMPLAINT_FORM_URL: "" });
    expect(html).not.toContain("Travailler à l’école");
    expect(html).not.toContain("Formulaire de réclamation");
  });

  it("links the sister-school sites and the group's pages once configured", async () => {
    const { html } = await page("/", { COMPANY_SITE_URL: "https://entreprises.test", WORK_AT_SCHOOL_URL: "https://jobs.test" });
    expect(html).toContain('href="https://entreprises.test"');
    expect(html).toMatch(/href="https:\/\/jobs.test" target="_blank" rel="noopener noreferrer">Travailler à l’école/);
  });
});

describe("the payment pages", () => {
  it("keep the logo and a link home in their empty layout", async () => {
    for (const path of ["/paiement-en-ligne", "/autre-moyen-de-paiement"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<main id="contenu" class="page page--empty"');
      expect(html, path).toMatch(/<header class="empty-header">[\s\S]*<a class="logo" href="\/"[\s\S]*<a class="empty-header__home" href="\/">Retour à l’accueil<\/a>/);
    }
  });
});

describe("spontaneous application", () => {
  it("is offered on the apprenticeship offers and company pages, by the pop-in's application by default", async () => {
    for (const path of ["/offres-alternance", "/entreprise", "/entreprises"]) {
      const { html } = await page(path);
      expect(html, path).toMatch(/<button type="button" class="button button--primary script-only" command="show-modal" commandfor="pop-in-registration"[^>]*>Candidature spontanée<\/button>/);
      expect(html, path).toMatch(/<a href="\?popin=registration" class="button button--primary no-script-only"[^>]*>Candidature spontanée<\/a>/);
    }
    expect((await page("/alumni")).html).not.toContain("Candidature spontanée");
  });

  it("goes to the school's form when one is configured; a value that is no https address is refused", async () => {
    const { html } = await page("/offres-alternance", { SPONTANEOUS_APPLICATION_URL: "https://candidature.test/spontanee" });
    expect(html).toContain('<a class="button button--primary" href="https://candidature.test/spontanee" rel="noopener">Candidature spontanée</a>');
    const bad = await page("/offres-alternance", { SPONTANEOUS_APPLICATION_URL: "javascript:alert(1)" });
    expect(bad.res.status).toBe(500);
    expect(bad.html).not.toContain("javascript:alert(1)");
  });
});

describe("access delay", () => {
  it("follows Parcoursup for a BTS; 48 h to 9 months for the others, in the admission section", async () => {
    const bts = (await page("/formations/bts-cg")).html;
    const admission = (html: string) => /<section id="admission"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(admission(bts)).toContain("<strong>Délai d’accès\u00a0:</strong> selon le calendrier de Parcoursup");
    const other = (await page("/formations/bac5-daf")).html;
    expect(admission(other)).toContain("<strong>Délai d’accès\u00a0:</strong> entre 48\u00a0h et 9\u00a0mois");
  });
});

describe("home headline", () => {
  it("counts the campuses the CMS lists, the constant only when it lists none", async () => {
    campuses = 31;
    expect((await page("/")).html).toContain('<span class="hero__count">31 campus</span>');
    cmsUrl = uniqueCmsUrl();
    campuses = -1;
    expect((await page("/")).html).toContain('<span class="hero__count">26 campus</span>');
  });
});
