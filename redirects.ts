/**
 * The legacy redirect table: addresses of the old WordPress-era site (and the second address of a
 * page that has one) → pages of this one, answered with a 301 by worker/middleware/url-rules. Data only.
 *
 * Writing rules (checked by worker/middleware/url-rules/legacy-table.test.ts):
 * - an old path is written lowercase, without trailing slash: "/nos-formations/dcg" also answers
 *   "/nos-formations/dcg/", "/Nos-Formations/DCG/" and the www-less host, in one hop;
 * - a target is a path of the route table (core/routes.ts) or an https address of a file;
 * - no old path is a page of the current site, and no prefix family starts a current page's path.
 * Where the product names a family but not its old paths, the paths below are the realistic ones of the
 * old site (WordPress permalinks "/2021/09/14/<slug>", "/category/<rubrique>/…", "/wp-content/uploads/…").
 */

/** Exact old paths, one group per family */
export const LEGACY_PAGES = {
  /** Old programme pages and programme catalogues → /formations/{slug} or /formations. */
  formations: {
    "/nos-formations": "/formations",
    "/toutes-nos-formations": "/formations",
    "/formation": "/formations",
    "/formations-en-alternance": "/formations",
    "/catalogue-des-formations": "/formations",
    "/nos-formations/dcg-diplome-de-comptabilite-et-de-gestion": "/formations/dcg",
    "/formation/dcg": "/formations/dcg",
    "/dcg": "/formations/dcg",
    "/nos-formations/dscg-diplome-superieur-de-comptabilite-et-de-gestion": "/formations/dscg",
    "/formation/dscg": "/formations/dscg",
    "/dscg": "/formations/dscg",
    "/nos-formations/rpgs-responsable-paie-et-gestion-sociale": "/formations/rpgs",
    "/formation-responsable-paie-et-gestion-sociale": "/formations/rpgs",
    "/nos-formations/bachelor-responsable-administratif-et-financier": "/formations/bachelor-raf",
    "/bachelor-raf": "/formations/bachelor-raf",
    "/nos-formations/bts-gestion-de-la-pme": "/formations/bts-gestion-de-la-pme",
    "/bts-gpme": "/formations/bts-gestion-de-la-pme",
    "/nos-formations/bts-comptabilite-et-gestion": "/formations/bts-cg",
    "/bts-cg": "/formations/bts-cg",
    "/nos-formations/mastere-directeur-administratif-et-financier": "/formations/bac5-daf",
    "/bac5-daf": "/formations/bac5-daf",
    "/nos-formations/titre-comptable-et-financier-dentreprise": "/formations/comptable-financier-dentreprise",
    "/comptable-financier-dentreprise": "/formations/comptable-financier-dentreprise",
  },
  /** Old blog posts (date permalinks and the old /conseils rubrique) → /blog/{slug}. */
  blog: {
    "/le-blog": "/blog",
    "/category/blog": "/blog",
    "/2021/09/14/comment-reussir-son-entretien-dalternance": "/blog/reussir-entretien-alternance",
    "/conseils/rediger-un-cv-etudiant-efficace": "/blog/cv-etudiant-conseils",
    "/blog/dcg-ou-bts-cg-quelle-formation-choisir": "/blog/dcg-ou-bts-cg",
    "/2022/02/08/financer-ses-etudes-superieures": "/blog/financer-ses-etudes",
    "/conseils/trouver-une-entreprise-en-alternance": "/blog/trouver-entreprise-alternance",
    "/2021/11/23/devenir-expert-comptable": "/blog/expert-comptable-parcours",
  },
  /** Old news posts → /actualites/{slug}. */
  actualites: {
    "/actualite": "/actualites",
    "/category/actualites": "/actualites",
    "/category/actualites/resultats-dcg-2021": "/actualites/resultats-examens-dcg",
    "/actualite/certification-qualiopi-renouvelee": "/actualites/certification-qualiopi",
    "/2022/03/01/taxe-dapprentissage-merci-a-nos-entreprises-partenaires": "/actualites/taxe-apprentissage-merci",
    "/2021/07/06/resultats-bts-2021": "/actualites/bts-resultats-nationaux",
  },
  /** Old career pages → /fiches-metiers and /fiches-metiers/{slug}. */
  fichesMetiers: {
    "/les-metiers": "/fiches-metiers",
    "/fiches-metier": "/fiches-metiers",
    "/metiers/comptable": "/fiches-metiers/comptable",
    "/metiers/controleur-de-gestion": "/fiches-metiers/controleur-de-gestion",
    "/metiers/directeur-administratif-et-financier-daf": "/fiches-metiers/directeur-administratif-et-financier",
    "/fiche-metier-gestionnaire-de-paie": "/fiches-metiers/gestionnaire-de-paie",
    "/fiche-metier-expert-comptable": "/fiches-metiers/expert-comptable",
  },
  /** Old admission pages → /admission and its sub-pages. */
  admission: {
    "/admissions": "/admission",
    "/inscription": "/admission",
    "/admission/frais-de-scolarite": "/admission/admissions-et-tarifs",
    "/tarifs-et-financement": "/admission/admissions-et-tarifs",
    "/vie-etudiante/services-aux-etudiants": "/admission/services-aux-etudiants",
    "/logement-etudiant": "/admission/services-aux-etudiants",
  },
  /** Old company and apprenticeship-tax pages → /entreprises and its sub-pages. */
  entreprises: {
    "/espace-entreprises": "/entreprises",
    "/entreprises-partenaires": "/entreprises",
    "/recruter-un-alternant": "/entreprises/recrutez-nos-talents",
    "/entreprises/deposer-une-offre": "/entreprises/recrutez-nos-talents",
    "/taxe-dapprentissage": "/entreprises/taxe-apprentissage",
    "/entreprises/verser-votre-taxe-dapprentissage": "/entreprises/taxe-apprentissage",
  },
  /** Old school pages → /ecole and its sub-pages ("qui sommes-nous", the about page, is /ecole now). */
  ecole: {
    "/l-ecole": "/ecole",
    "/notre-ecole": "/ecole",
    "/qui-sommes-nous": "/ecole",
    "/nos-engagements": "/ecole/nos-engagements",
    "/engagements-rse-et-handicap": "/ecole/nos-engagements",
    "/demarche-qualite": "/ecole/demarche-qualite",
    "/qualiopi": "/ecole/demarche-qualite",
    "/comites-dorientation-strategique": "/ecole/comites-d-orientation-strategique",
  },
  /** One page, two addresses: the commitments live at the route table's /ecole/nos-engagements. */
  doublons: {
    "/ecole/engagements": "/ecole/nos-engagements",
  },
  /** Old event pages that are not prefix families. */
  agenda: {
    "/salons": "/agenda",
    "/evenements": "/agenda",
    "/agenda-des-evenements": "/agenda",
  },
  /** Documentation download → the brochure request landing. */
  brochure: {
    "/telechargez-notre-documentation": "/crm/brochure",
    "/demande-de-documentation": "/crm/brochure",
    "/documentation": "/crm/brochure",
  },
  /** Payments. */
  paiement: {
    "/paiement": "/paiement-en-ligne",
    "/payer-en-ligne": "/paiement-en-ligne",
    "/reglement-en-ligne": "/paiement-en-ligne",
    "/paiement-par-virement-ou-cheque": "/autre-moyen-de-paiement",
    "/autres-moyens-de-paiement": "/autre-moyen-de-paiement",
  },
  /** "Join the school". */
  rejoindre: {
    "/rejoindre-lecole": "/admission",
    "/nous-rejoindre": "/admission",
  },
  /** Closed campus, and the Lyon recruitment session (old /campus-… pages are a prefix family). */
  campus: {
    "/campus/dakar": "/campus",
    "/session-de-recrutement-lyon": "/campus/lyon",
    "/lyon/session-de-recrutement": "/campus/lyon",
  },
  /** Old PDF files → the page that replaced them, or the file's address on the group's file storage. */
  pdf: {
    "/wp-content/uploads/2021/03/plaquette-dcg.pdf": "/formations/dcg",
    "/wp-content/uploads/2021/03/plaquette-dscg.pdf": "/formations/dscg",
    "/wp-content/uploads/2021/04/plaquette-bts-cg.pdf": "/formations/bts-cg",
    "/wp-content/uploads/2020/09/charte-engagements.pdf": "/ecole/nos-engagements",
    "/wp-content/uploads/2022/01/bordereau-taxe-apprentissage.pdf": "/entreprises/taxe-apprentissage",
    "/wp-content/uploads/2021/06/communique-resultats-examens.pdf": "/actualites",
    "/wp-content/uploads/2021/09/reglement-interieur.pdf": "https://fichiers.example-groupe.fr/ecole/reglement-interieur.pdf",
    "/wp-content/uploads/2022/05/cgv-formation-continue.pdf": "https://fichiers.example-groupe.fr/ecole/cgv-formation-continue.pdf",
    "/wp-content/uploads/2021/11/livret-accueil-handicap.pdf": "https://fichiers.example-groupe.fr/ecole/livret-accueil-handicap.pdf",
  },
} as const satisfies Record<string, Record<string, string>>;

/**
 * Prefix families: every old path that starts with the prefix. Written so that none starts a current
 * page's path: "/parcoursup-" keeps "/parcoursup" free, "/campus-" never catches "/campus" or "/campus/…".
 */
export const LEGACY_PREFIXES: readonly (readonly [prefix: string, target: string])[] = [
  ["/epreuve-dadmission", "/agenda"],
  ["/job-dating", "/agenda"],
  // the old open days' pages: to the open days' own page, where a visitor finds the next one and registers
  ["/journee-portes", "/journees-portes-ouvertes"],
  ["/parcoursup-", "/agenda"],
  ["/portes", "/journees-portes-ouvertes"],
  ["/session-din", "/agenda"],
  ["/soiree-portes", "/journees-portes-ouvertes"],
  ["/speed-rec", "/agenda"],
  ["/rentree", "/agenda"],
  ["/salons/", "/agenda"],
  ["/campus-", "/campus"],
];
