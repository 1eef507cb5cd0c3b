/**
 * News (/actualites, kind "news") and blog posts (/blog, kind "blog") share one collection,
 * `ecole-news`. `daysAgo` sets publishDate relative to the seed day; `campuses` fills campus_infos.
 */
export interface CategorySeed {
  slug: string;
  title: string;
}

export const CATEGORIES: CategorySeed[] = [
  { slug: 'vie-du-campus', title: 'Vie du campus' },
  { slug: 'admissions', title: 'Admissions' },
  { slug: 'entreprises', title: 'Entreprises' },
  { slug: 'pedagogie', title: 'Pédagogie' },
  { slug: 'international', title: 'International' },
  { slug: 'conseils', title: 'Conseils' },
  { slug: 'metiers', title: 'Métiers' },
];

export interface NewsSeed {
  slug: string;
  title: string;
  kind: 'news' | 'blog';
  category: string;
  daysAgo: number | null;
  campuses: string[];
  summary: string;
}

type Row = [slug: string, title: string, category: string, campuses: string[], summary: string];

const NEWS_ROWS: Row[] = [
  ['resultats-examens-dcg', 'Résultats du DCG : 87 % de réussite pour nos candidats', 'pedagogie', ['paris', 'lyon'], 'Nos étudiants en DCG affichent un taux de réussite bien supérieur à la moyenne nationale.'],
  ['ouverture-campus-brest', 'Le campus de Brest ouvre ses portes à la rentrée', 'vie-du-campus', ['brest'], 'Un nouveau campus au cœur de la ville pour les formations en gestion et en paie.'],
  ['partenariat-cabinets-comptables', 'Un partenariat avec 120 cabinets d’expertise comptable', 'entreprises', ['paris'], 'Plus de 300 contrats d’alternance proposés chaque année à nos étudiants.'],
  ['parcoursup-calendrier', 'Parcoursup : le calendrier à retenir pour entrer en BTS', 'admissions', [], 'Ouverture des vœux, confirmation, réponses : toutes les dates clés.'],
  ['trophees-alternance', 'Trois de nos alternants primés aux Trophées de l’alternance', 'vie-du-campus', ['lyon', 'grenoble'], 'Leurs projets en finance et en communication ont séduit le jury.'],
  ['semaine-internationale', 'Semaine internationale : nos étudiants de MBA à Montréal', 'international', ['bordeaux'], 'Une semaine de cours et de visites d’entreprises au Québec.'],
  ['hackathon-finance-durable', 'Hackathon finance durable : 48 heures pour innover', 'pedagogie', ['nantes'], 'Des équipes d’étudiants en mastère ont imaginé des outils de reporting extra-financier.'],
  ['journee-solidaire', 'Journée solidaire : 1 200 repas collectés par nos étudiants', 'vie-du-campus', ['lille'], 'Les étudiants se sont mobilisés avec les Restos du cœur.'],
  ['taxe-apprentissage-merci', 'Taxe d’apprentissage : merci à nos entreprises partenaires', 'entreprises', [], 'Grâce à votre soutien, nous équipons nos campus de nouveaux logiciels professionnels.'],
  ['nouveau-bachelor-social-media', 'Nouveau : un bachelor Social Media Manager', 'pedagogie', ['paris', 'marseille'], 'Une formation en alternance pour piloter la présence des marques sur les réseaux sociaux.'],
  ['rentree-decalee-fevrier', 'Rentrée décalée en février : il reste des places', 'admissions', [], 'Intégrez une formation en alternance sans attendre septembre.'],
  ['forum-entreprises-toulouse', 'Forum entreprises : 40 recruteurs au campus de Toulouse', 'entreprises', ['toulouse'], 'Une journée de rencontres entre étudiants et recruteurs de la région.'],
  ['certification-qualiopi', 'Notre certification Qualiopi renouvelée', 'pedagogie', [], 'L’audit confirme la qualité de nos processus de formation.'],
  ['tournoi-sportif-inter-campus', 'Tournoi sportif inter-campus : Rennes l’emporte', 'vie-du-campus', ['rennes', 'nantes', 'angers'], 'Football, volley et course à pied au programme de cette édition.'],
  ['erasmus-plus', 'Erasmus+ : de nouvelles destinations pour nos étudiants', 'international', [], 'Six universités partenaires rejoignent notre réseau en Europe.'],
  ['conference-daf-strasbourg', 'Retour sur la conférence des DAF à Strasbourg', 'entreprises', ['strasbourg'], 'Les directeurs financiers de la région ont partagé leurs priorités.'],
  ['bts-resultats-nationaux', 'BTS : des résultats au-dessus de la moyenne nationale', 'pedagogie', ['montpellier', 'nice'], 'Le taux de réussite de nos BTS progresse pour la troisième année consécutive.'],
  ['bourse-etudiants', 'Une bourse pour accompagner les étudiants en formation initiale', 'admissions', [], 'Jusqu’à 30 % des frais de scolarité pris en charge sur critères sociaux.'],
  ['campus-caen-renove', 'Le campus de Caen fait peau neuve', 'vie-du-campus', ['caen'], 'Nouveaux espaces de coworking et salles équipées.'],
  ['semaine-de-la-paie', 'Semaine de la paie : ateliers et rencontres', 'metiers', ['limoges', 'dijon'], 'Une semaine pour découvrir un métier qui recrute.'],
  ['challenge-creation-entreprise', 'Challenge création d’entreprise : les lauréats', 'vie-du-campus', ['clermont-ferrand'], 'Trois projets accompagnés par notre incubateur.'],
  ['podcast-lancement', 'Lancement de notre podcast « Parcours »', 'vie-du-campus', [], 'Des anciens élèves racontent leur parcours, de l’alternance à la direction financière.'],
  ['un-archive-sans-date', 'Archive : présentation de l’école (ancienne version)', 'vie-du-campus', [], 'Cette page d’archive n’a pas de date de publication et n’apparaît pas dans les listes.'],
];

const BLOG_ROWS: Row[] = [
  ['reussir-entretien-alternance', 'Comment réussir son entretien d’alternance', 'conseils', [], 'Préparation, questions fréquentes et erreurs à éviter.'],
  ['cv-etudiant-conseils', 'Rédiger un CV étudiant qui retient l’attention', 'conseils', [], 'Les rubriques indispensables et la bonne longueur.'],
  ['metier-gestionnaire-de-paie', 'Gestionnaire de paie : un métier qui recrute', 'metiers', [], 'Missions, salaires et évolutions de carrière.'],
  ['dcg-ou-bts-cg', 'DCG ou BTS CG : quelle formation choisir ?', 'conseils', [], 'Deux voies vers les métiers de la comptabilité, deux rythmes différents.'],
  ['financer-ses-etudes', 'Financer ses études supérieures : les solutions', 'conseils', [], 'Alternance, bourses, prêts étudiants : faire le bon choix.'],
  ['controleur-de-gestion-quotidien', 'Une journée avec une contrôleuse de gestion', 'metiers', ['lyon'], 'Tableaux de bord, budgets et échanges avec les opérationnels.'],
  ['trouver-entreprise-alternance', 'Trouver une entreprise d’alternance en 5 étapes', 'conseils', [], 'Méthode, outils et calendrier pour signer votre contrat.'],
  ['soft-skills-recruteurs', 'Les soft skills que recherchent les recruteurs', 'conseils', [], 'Communication, autonomie, esprit d’équipe : comment les valoriser.'],
  ['expert-comptable-parcours', 'Devenir expert-comptable : le parcours complet', 'metiers', [], 'Du DCG au DEC, huit ans d’études et un métier passionnant.'],
  ['vie-etudiante-lyon', 'Étudier à Lyon : notre guide pratique', 'conseils', ['lyon'], 'Logement, transports, sorties : tout pour bien démarrer.'],
];

const toSeed = (kind: NewsSeed['kind'], offset: number) =>
  ([slug, title, category, campuses, summary]: Row, index: number): NewsSeed => ({
    slug,
    title,
    kind,
    category,
    campuses,
    summary,
    // the archive row has no publishDate on purpose (spec §5: lists show dated news only)
    daysAgo: slug === 'un-archive-sans-date' ? null : offset + index * 4,
  });

export const NEWS: NewsSeed[] = [...NEWS_ROWS.map(toSeed('news', 1)), ...BLOG_ROWS.map(toSeed('blog', 2))];

export const newsContent = (news: NewsSeed) =>
  `${news.summary}\n\n## L’essentiel\n\nNos équipes pédagogiques et nos entreprises partenaires se sont mobilisées pour ce projet. ` +
  `Les étudiants concernés ont été accompagnés à chaque étape par leur responsable pédagogique.\n\n` +
  `## Et ensuite ?\n\nPour en savoir plus, contactez le campus le plus proche de chez vous ou venez nous rencontrer lors d’une journée portes ouvertes.`;
