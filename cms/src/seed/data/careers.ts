/** Career sheets (/fiches-metiers) and apprenticeship offers (/offres-alternance). */
export interface FicheMetierSeed {
  slug: string;
  title: string;
  sector: string;
  salary: string;
  summary: string;
  missions: string[];
  formations: string[];
}

export const FICHES_METIERS: FicheMetierSeed[] = [
  { slug: 'comptable', title: 'Comptable', sector: 'Comptabilité', salary: '28 000 à 38 000 € brut annuel', summary: 'Le comptable enregistre les opérations de l’entreprise et prépare les comptes annuels.', missions: ['Saisir et contrôler les écritures', 'Établir les déclarations de TVA', 'Préparer le bilan'], formations: ['bts-cg', 'dcg', 'comptable-financier-dentreprise'] },
  { slug: 'expert-comptable', title: 'Expert-comptable', sector: 'Comptabilité', salary: '50 000 à 90 000 € brut annuel', summary: 'L’expert-comptable certifie les comptes et conseille les dirigeants.', missions: ['Superviser la production des comptes', 'Conseiller en gestion et fiscalité', 'Encadrer une équipe de collaborateurs'], formations: ['dcg', 'dscg', 'prepa-dec'] },
  { slug: 'gestionnaire-de-paie', title: 'Gestionnaire de paie', sector: 'Paie et RH', salary: '28 000 à 40 000 € brut annuel', summary: 'Le gestionnaire de paie établit les bulletins de salaire et les déclarations sociales.', missions: ['Collecter les éléments variables', 'Établir les bulletins de paie', 'Produire la DSN'], formations: ['gestionnaire-de-paie', 'rpgs', 'bachelor-gestionnaire-de-paie'] },
  { slug: 'controleur-de-gestion', title: 'Contrôleur de gestion', sector: 'Finance', salary: '38 000 à 55 000 € brut annuel', summary: 'Le contrôleur de gestion construit les budgets et suit la performance.', missions: ['Élaborer le budget', 'Concevoir les tableaux de bord', 'Analyser les écarts'], formations: ['mastere-controle-de-gestion', 'bachelor-comptabilite-controle'] },
  { slug: 'directeur-administratif-et-financier', title: 'Directeur administratif et financier', sector: 'Finance', salary: '70 000 à 120 000 € brut annuel', summary: 'Le DAF pilote la stratégie financière de l’entreprise.', missions: ['Piloter la trésorerie', 'Superviser la comptabilité et le contrôle de gestion', 'Conduire les relations bancaires'], formations: ['bac5-daf', 'mba-finance'] },
  { slug: 'charge-de-communication', title: 'Chargé de communication', sector: 'Communication', salary: '30 000 à 40 000 € brut annuel', summary: 'Le chargé de communication conçoit et diffuse les messages de l’organisation.', missions: ['Rédiger des contenus', 'Animer les réseaux sociaux', 'Organiser des événements'], formations: ['bts-communication', 'bachelor-communication'] },
  { slug: 'responsable-ressources-humaines', title: 'Responsable des ressources humaines', sector: 'Paie et RH', salary: '45 000 à 65 000 € brut annuel', summary: 'Le RRH définit et met en œuvre la politique RH.', missions: ['Recruter et intégrer', 'Conduire le dialogue social', 'Développer les compétences'], formations: ['mastere-rh', 'mba-rh'] },
  { slug: 'auditeur-financier', title: 'Auditeur financier', sector: 'Audit', salary: '38 000 à 60 000 € brut annuel', summary: 'L’auditeur vérifie la fiabilité des comptes.', missions: ['Évaluer le contrôle interne', 'Réaliser les tests de validation', 'Rédiger le rapport d’audit'], formations: ['mastere-audit', 'bachelor-audit'] },
  { slug: 'assistant-de-gestion-pme', title: 'Assistant de gestion en PME', sector: 'Gestion', salary: '24 000 à 32 000 € brut annuel', summary: 'Bras droit du dirigeant, il gère l’administratif, le commercial et la comptabilité courante.', missions: ['Gérer la relation clients et fournisseurs', 'Suivre la trésorerie', 'Organiser l’activité'], formations: ['bts-gestion-de-la-pme'] },
  { slug: 'conseiller-clientele-bancaire', title: 'Conseiller de clientèle bancaire', sector: 'Banque', salary: '27 000 à 36 000 € brut annuel', summary: 'Il accompagne les particuliers dans la gestion de leur argent.', missions: ['Gérer un portefeuille de clients', 'Proposer des produits adaptés', 'Analyser les demandes de crédit'], formations: ['bts-banque', 'bachelor-banque-assurance'] },
];

export interface OffreSeed {
  slug: string;
  title: string;
  company: string;
  campus: string;
  formation: string;
  startInDays: number;
}

export const OFFRES: OffreSeed[] = [
  { slug: 'assistant-comptable-cabinet-paris', title: 'Assistant comptable en alternance', company: 'Cabinet Martin & Associés', campus: 'paris', formation: 'dcg', startInDays: 30 },
  { slug: 'gestionnaire-paie-lyon', title: 'Gestionnaire de paie en alternance', company: 'Groupe Rhône Services', campus: 'lyon', formation: 'rpgs', startInDays: 45 },
  { slug: 'controleur-gestion-junior-bordeaux', title: 'Contrôleur de gestion junior', company: 'Vignobles Garonne SA', campus: 'bordeaux', formation: 'mastere-controle-de-gestion', startInDays: 60 },
  { slug: 'assistant-rh-lille', title: 'Assistant RH et paie', company: 'Nord Logistique', campus: 'lille', formation: 'bachelor-rh', startInDays: 20 },
  { slug: 'charge-communication-nantes', title: 'Chargé de communication digitale', company: 'Atlantique Événements', campus: 'nantes', formation: 'bachelor-communication', startInDays: 35 },
  { slug: 'assistant-gestion-pme-toulouse', title: 'Assistant de gestion PME', company: 'Aéro Sud Maintenance', campus: 'toulouse', formation: 'bts-gestion-de-la-pme', startInDays: 50 },
  { slug: 'conseiller-bancaire-marseille', title: 'Conseiller de clientèle en alternance', company: 'Banque Méditerranée', campus: 'marseille', formation: 'bts-banque', startInDays: 40 },
  { slug: 'collaborateur-comptable-rennes', title: 'Collaborateur comptable', company: 'Fiduciaire de Bretagne', campus: 'rennes', formation: 'bts-cg', startInDays: 25 },
  { slug: 'assistant-daf-strasbourg', title: 'Assistant du directeur financier', company: 'Rhin Industrie', campus: 'strasbourg', formation: 'bachelor-raf', startInDays: 55 },
  { slug: 'auditeur-junior-grenoble', title: 'Auditeur junior en alternance', company: 'Alpes Audit', campus: 'grenoble', formation: 'mastere-audit', startInDays: 70 },
];
