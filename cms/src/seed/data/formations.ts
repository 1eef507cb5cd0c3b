/** The programme catalogue ("80+ formations"), grouped by category; per-category facts below. */
export type Category = 'bts' | 'bachelor' | 'mastere' | 'mba' | 'programme-grande-ecole' | 'dcg-dscg' | 'paie';
export type Rhythm = 'fulltime' | 'periodic';
type Unit = 'year' | 'month' | 'day' | 'hour';

export interface FormationSeed {
  slug: string;
  title: string;
  category: Category;
  entryLevel: number;
  graduationLevel: number;
  rhythm: Rhythm;
  duration: { value: number; unit: Unit };
}

export interface CategoryFacts {
  entryLevel: number;
  graduationLevel: number;
  duration: { value: number; unit: Unit };
  certification: string;
  admission: string;
  units: [string, string][];
  skills: [string, string][];
}

/** [slug, title, overrides] — overrides only where a programme differs from its category. */
type Row = [string, string, Partial<Omit<FormationSeed, 'slug' | 'title' | 'category'>>?];

const ROWS: Record<Category, Row[]> = {
  bts: [
    ['bts-cg', 'BTS Comptabilité et Gestion (CG)'],
    ['bts-gestion-de-la-pme', 'BTS Gestion de la PME'],
    ['bts-mco', 'BTS Management Commercial Opérationnel (MCO)'],
    ['bts-ndrc', 'BTS Négociation et Digitalisation de la Relation Client (NDRC)'],
    ['bts-communication', 'BTS Communication', { rhythm: 'fulltime' }],
    ['bts-sam', 'BTS Support à l’Action Managériale (SAM)'],
    ['bts-commerce-international', 'BTS Commerce International', { rhythm: 'fulltime' }],
    ['bts-assurance', 'BTS Assurance'],
    ['bts-banque', 'BTS Banque, conseiller de clientèle (particuliers)'],
    ['bts-professions-immobilieres', 'BTS Professions Immobilières'],
    ['bts-tourisme', 'BTS Tourisme', { rhythm: 'fulltime' }],
    ['bts-gtla', 'BTS Gestion des Transports et Logistique Associée'],
    ['bts-cjn', 'BTS Collaborateur Juriste Notarial'],
  ],
  bachelor: [
    ['bachelor-raf', 'Bachelor Responsable Administratif et Financier'],
    ['bachelor-comptabilite-controle', 'Bachelor Comptabilité, Contrôle et Gestion'],
    ['bachelor-finance', 'Bachelor Finance et Contrôle'],
    ['bachelor-rh', 'Bachelor Ressources Humaines'],
    ['bachelor-gestionnaire-de-paie', 'Bachelor Gestionnaire de Paie et Administration du Personnel'],
    ['bachelor-marketing-digital', 'Bachelor Marketing Digital et E-commerce'],
    ['bachelor-communication', 'Bachelor Chargé de Communication', { rhythm: 'fulltime' }],
    ['bachelor-developpement-commercial', 'Bachelor Chargé de Développement Commercial'],
    ['bachelor-banque-assurance', 'Bachelor Banque et Assurance'],
    ['bachelor-immobilier', 'Bachelor Immobilier'],
    ['bachelor-evenementiel', 'Bachelor Événementiel', { rhythm: 'fulltime' }],
    ['bachelor-commerce-international', 'Bachelor Commerce International'],
    ['bachelor-audit', 'Bachelor Assistant Auditeur'],
    ['bachelor-retail', 'Bachelor Responsable de la Distribution'],
    ['bachelor-achats', 'Bachelor Achats et Supply Chain'],
    ['bachelor-entrepreneuriat', 'Bachelor Entrepreneuriat et Gestion de Projet', { rhythm: 'fulltime' }],
    ['bachelor-social-media', 'Bachelor Social Media Manager'],
    ['bachelor-juridique', 'Bachelor Assistant Juridique'],
  ],
  mastere: [
    ['bac5-daf', 'Mastère Directeur Administratif et Financier (DAF)'],
    ['mastere-controle-de-gestion', 'Mastère Contrôle de Gestion et Pilotage de la Performance'],
    ['mastere-audit', 'Mastère Audit et Contrôle Interne'],
    ['mastere-finance-entreprise', 'Mastère Finance d’Entreprise'],
    ['mastere-rh', 'Mastère Manager des Ressources Humaines'],
    ['mastere-marketing-digital', 'Mastère Marketing Digital et Data'],
    ['mastere-communication', 'Mastère Directeur de la Communication'],
    ['mastere-management-commercial', 'Mastère Manager Commercial'],
    ['mastere-gestion-patrimoine', 'Mastère Gestion de Patrimoine'],
    ['mastere-immobilier', 'Mastère Management de l’Immobilier'],
    ['mastere-supply-chain', 'Mastère Supply Chain Management'],
    ['mastere-management-projets', 'Mastère Management de Projets'],
    ['mastere-luxe', 'Mastère Marketing du Luxe', { rhythm: 'fulltime' }],
    ['mastere-juriste-social', 'Mastère Juriste en Droit Social'],
    ['mastere-rse', 'Mastère Management de la RSE'],
    ['mastere-evenementiel', 'Mastère Management de l’Événementiel'],
  ],
  mba: [
    ['mba-finance', 'MBA Finance et Stratégie'],
    ['mba-management', 'MBA Management et Leadership'],
    ['mba-marketing', 'MBA Marketing et Transformation Digitale'],
    ['mba-rh', 'MBA Management des Ressources Humaines'],
    ['mba-entrepreneuriat', 'MBA Entrepreneuriat et Innovation', { rhythm: 'fulltime' }],
    ['mba-international-business', 'MBA International Business', { rhythm: 'fulltime' }],
    ['mba-audit', 'MBA Audit, Risques et Conformité'],
    ['mba-communication', 'MBA Communication et Influence'],
    ['mba-data', 'MBA Data et Intelligence Économique'],
    ['mba-immobilier', 'MBA Investissement Immobilier'],
    ['mba-supply-chain', 'MBA Achats et Supply Chain'],
  ],
  'programme-grande-ecole': [
    ['programme-grande-ecole', 'Programme Grande École'],
    ['pge-finance', 'Programme Grande École – parcours Finance'],
    ['pge-marketing', 'Programme Grande École – parcours Marketing'],
    ['pge-international', 'Programme Grande École – parcours International', { rhythm: 'fulltime' }],
    ['pge-entrepreneuriat', 'Programme Grande École – parcours Entrepreneuriat'],
    ['pge-admission-parallele', 'Programme Grande École – admission parallèle', { entryLevel: 3, duration: { value: 2, unit: 'year' } }],
  ],
  'dcg-dscg': [
    ['dcg', 'DCG – Diplôme de Comptabilité et de Gestion'],
    ['dscg', 'DSCG – Diplôme Supérieur de Comptabilité et de Gestion', { entryLevel: 3, graduationLevel: 5, duration: { value: 2, unit: 'year' } }],
    ['comptable-financier-dentreprise', 'Comptable Financier d’Entreprise', { entryLevel: 2, duration: { value: 1, unit: 'year' } }],
    ['dcg-initial', 'DCG en formation initiale', { rhythm: 'fulltime' }],
    ['dscg-initial', 'DSCG en formation initiale', { rhythm: 'fulltime', entryLevel: 3, graduationLevel: 5, duration: { value: 2, unit: 'year' } }],
    ['prepa-dec', 'Préparation au DEC – Diplôme d’Expertise Comptable', { entryLevel: 5, graduationLevel: 5, duration: { value: 9, unit: 'month' } }],
    ['collaborateur-comptable', 'Collaborateur Comptable et Financier', { entryLevel: 2, duration: { value: 1, unit: 'year' } }],
    ['gestionnaire-comptable-fiscal', 'Gestionnaire Comptable et Fiscal', { entryLevel: 2, duration: { value: 1, unit: 'year' } }],
  ],
  paie: [
    ['rpgs', 'Responsable Paie et Gestion Sociale (RPGS)'],
    ['gestionnaire-de-paie', 'Titre Professionnel Gestionnaire de Paie', { entryLevel: 0, graduationLevel: 2, duration: { value: 12, unit: 'month' } }],
    ['assistant-rh-paie', 'Assistant Ressources Humaines et Paie', { entryLevel: 0, graduationLevel: 2 }],
    ['collaborateur-social-paie', 'Collaborateur Social et Paie', { entryLevel: 2, graduationLevel: 3 }],
    ['expert-paie', 'Expert Paie et Administration du Personnel'],
    ['paie-cabinet', 'Gestionnaire Paie en Cabinet d’Expertise Comptable', { entryLevel: 2, graduationLevel: 3 }],
    ['charge-administration-personnel', 'Chargé d’Administration du Personnel', { entryLevel: 2, graduationLevel: 3 }],
    ['responsable-paie-international', 'Responsable Paie Internationale', { graduationLevel: 5, duration: { value: 2, unit: 'year' } }],
    ['fondamentaux-de-la-paie', 'Certificat Fondamentaux de la Paie', { entryLevel: 0, graduationLevel: 0, rhythm: 'fulltime', duration: { value: 140, unit: 'hour' } }],
  ],
};

export const CATEGORY_FACTS: Record<Category, CategoryFacts> = {
  bts: {
    entryLevel: 0,
    graduationLevel: 2,
    duration: { value: 2, unit: 'year' },
    certification: 'Diplôme d’État de niveau 5 (Bac+2) délivré par le ministère de l’Enseignement supérieur, 120 crédits ECTS.',
    admission: 'Candidature sur Parcoursup pour les néo-bacheliers, puis entretien de motivation. En alternance, l’inscription devient définitive à la signature du contrat.',
    units: [['Culture générale et expression', 'Analyse de documents, synthèse et écrit argumenté.'], ['Langue vivante étrangère', 'Anglais professionnel appliqué au secteur.'], ['Culture économique, juridique et managériale', 'Comprendre l’environnement de l’entreprise.']],
    skills: [['Bloc 1 – Relation client et fournisseurs', 'Gérer les relations avec les tiers.'], ['Bloc 2 – Gestion opérationnelle', 'Organiser et suivre l’activité courante.']],
  },
  bachelor: {
    entryLevel: 2,
    graduationLevel: 3,
    duration: { value: 1, unit: 'year' },
    certification: 'Titre RNCP de niveau 6 (Bac+3) reconnu par France Compétences, 60 crédits ECTS.',
    admission: 'Bac+2 validé (BTS, BUT, L2). Dossier, tests écrits et entretien ; réponse sous 48 h après l’épreuve.',
    units: [['Pilotage de l’activité', 'Tableaux de bord, budget et indicateurs.'], ['Management d’équipe', 'Animer et motiver une équipe au quotidien.'], ['Anglais des affaires', 'Préparation au TOEIC.']],
    skills: [['Bloc 1 – Analyse et diagnostic', 'Conduire un diagnostic de l’organisation.'], ['Bloc 2 – Mise en œuvre', 'Déployer un plan d’action et en mesurer les effets.'], ['Bloc 3 – Communication professionnelle', 'Rédiger, présenter et convaincre.']],
  },
  mastere: {
    entryLevel: 3,
    graduationLevel: 5,
    duration: { value: 2, unit: 'year' },
    certification: 'Titre RNCP de niveau 7 (Bac+5) reconnu par France Compétences, 120 crédits ECTS.',
    admission: 'Bac+3 validé. Dossier de candidature, étude de cas et entretien avec un jury de professionnels.',
    units: [['Stratégie d’entreprise', 'Construire et piloter une stratégie.'], ['Leadership et conduite du changement', 'Accompagner les transformations.'], ['Mémoire professionnel', 'Une problématique d’entreprise traitée sur deux ans.']],
    skills: [['Bloc 1 – Élaborer la stratégie', 'Définir les orientations et les moyens.'], ['Bloc 2 – Piloter la performance', 'Suivre, analyser, décider.'], ['Bloc 3 – Manager les équipes', 'Diriger des équipes pluridisciplinaires.']],
  },
  mba: {
    entryLevel: 4,
    graduationLevel: 5,
    duration: { value: 1, unit: 'year' },
    certification: 'Titre RNCP de niveau 7 (Bac+5), 60 crédits ECTS.',
    admission: 'Bac+4 validé ou expérience professionnelle significative. Entretien et étude de cas.',
    units: [['Gouvernance et stratégie', 'Décider dans un environnement incertain.'], ['Finance pour dirigeants', 'Lire, comprendre et utiliser les états financiers.'], ['Séminaire international', 'Une semaine d’études à l’étranger.']],
    skills: [['Bloc 1 – Direction stratégique', 'Porter une vision et la traduire en plan.'], ['Bloc 2 – Pilotage et transformation', 'Conduire les projets de transformation.']],
  },
  'programme-grande-ecole': {
    entryLevel: 0,
    graduationLevel: 5,
    duration: { value: 5, unit: 'year' },
    certification: 'Titre RNCP de niveau 7 (Bac+5), grade de master en préparation, 300 crédits ECTS.',
    admission: 'Post-bac sur Parcoursup, admissions parallèles en 3e année. Épreuves écrites et entretien.',
    units: [['Fondamentaux du management', 'Marketing, finance, droit et ressources humaines.'], ['Parcours international', 'Un semestre dans une université partenaire.'], ['Projets d’entreprise', 'Missions de conseil auprès d’entreprises partenaires.']],
    skills: [['Bloc 1 – Fondamentaux', 'Maîtriser les fonctions de l’entreprise.'], ['Bloc 2 – Expertise', 'Se spécialiser dans un domaine.'], ['Bloc 3 – Leadership', 'Manager des projets et des équipes.']],
  },
  'dcg-dscg': {
    entryLevel: 0,
    graduationLevel: 3,
    duration: { value: 3, unit: 'year' },
    certification: 'Diplôme d’État de comptabilité et de gestion, délivré par le ministère de l’Enseignement supérieur. Épreuves nationales.',
    admission: 'Baccalauréat (DCG) ou DCG validé (DSCG). Dossier et entretien ; en alternance, contrat d’apprentissage avec un cabinet ou une entreprise.',
    units: [['UE 1 – Fondamentaux du droit', 'Droit civil, droit des contrats.'], ['UE 9 – Comptabilité', 'Principes et techniques comptables.'], ['UE 11 – Contrôle de gestion', 'Coûts, budgets et tableaux de bord.']],
    skills: [['Production des comptes', 'Tenir la comptabilité et établir les comptes annuels.'], ['Fiscalité', 'Établir les déclarations fiscales de l’entreprise.']],
  },
  paie: {
    entryLevel: 3,
    graduationLevel: 4,
    duration: { value: 1, unit: 'year' },
    certification: 'Titre RNCP reconnu par France Compétences, accessible par blocs de compétences.',
    admission: 'Dossier, test de positionnement et entretien. Accès entre 48 h et 9 mois selon la date de rentrée choisie.',
    units: [['Paie et déclarations sociales', 'Bulletins, DSN, charges sociales.'], ['Droit du travail', 'Contrat, durée du travail, absences.'], ['Logiciels de paie', 'Mise en pratique sur les logiciels du marché.']],
    skills: [['Bloc 1 – Produire la paie', 'Établir et contrôler les bulletins de paie.'], ['Bloc 2 – Administration du personnel', 'Suivre les dossiers individuels des salariés.']],
  },
};

export const FORMATIONS: FormationSeed[] = (Object.keys(ROWS) as Category[]).flatMap((category) =>
  ROWS[category].map(([slug, title, overrides = {}]) => ({
    slug,
    title,
    category,
    entryLevel: CATEGORY_FACTS[category].entryLevel,
    graduationLevel: CATEGORY_FACTS[category].graduationLevel,
    rhythm: 'periodic' as Rhythm,
    duration: CATEGORY_FACTS[category].duration,
    ...overrides,
  })),
);

/** A programme's one-line summary, as the catalogue lists it. */
export const summary = (f: FormationSeed) =>
  `${f.title} : une formation ${f.rhythm === 'periodic' ? 'en alternance' : 'en initial'} pour devenir opérationnel rapidement.`;

/**
 * Page views of the most visited programmes, as the editors copy them from the audience figures into
 * each programme's `popularity` (the others 0): an empty search offers the first five.
 */
export const POPULARITY: Record<string, number> = {
  'bts-cg': 980,
  dcg: 870,
  'bachelor-gestionnaire-de-paie': 760,
  'bts-mco': 650,
  'bac5-daf': 540,
  'bachelor-rh': 430,
  'gestionnaire-de-paie': 320,
};

/** Yearly tuition of a full-time programme, in euros. */
export const annualTuition = (f: FormationSeed) => (f.graduationLevel >= 5 ? 8900 : 6900);

/** 8900 → "8 900" (separator ' ') or "8,900" (separator ','). */
export const groupThousands = (amount: number, separator: string) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

export const price = (f: FormationSeed) =>
  f.rhythm === 'periodic'
    ? 'Formation gratuite et rémunérée en alternance : les frais de scolarité sont pris en charge par l’OPCO de l’entreprise d’accueil.'
    : `Frais de scolarité : ${groupThousands(annualTuition(f), ' ')} € par an, payables en 10 fois sans frais. Frais de candidature offerts.`;

export const objectives = (f: FormationSeed) =>
  `La formation **${f.title}** prépare à des postes opérationnels dès l’obtention du diplôme.\n\n` +
  `- acquérir les compétences techniques attendues par les recruteurs ;\n` +
  `- mettre en pratique en entreprise${f.rhythm === 'periodic' ? ' grâce au rythme de l’alternance' : ' lors des stages'} ;\n` +
  `- construire son projet professionnel avec un coach dédié.`;
