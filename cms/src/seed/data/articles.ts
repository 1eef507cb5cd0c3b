/**
 * Generic pages served at /{rubrique} (slug === rubrique) and /{rubrique}/{slug}, with their
 * sections (the `sections` dynamic zone) and pageLayout (default, dynamics, empty).
 */
import { accordion, chapter, contacts, cta, indicators, keyData, quote, summaryMenu, team, testimonials, text, type Section } from './sections';

export type Layout = 'default' | 'dynamics' | 'empty';

export interface ArticleSeed {
  path: string;
  title: string;
  pageLayout: Layout;
  summary: string;
  sections: Section[];
}

const KEY_FIGURES = keyData('L’école en chiffres', [['26', 'campus en France'], ['80+', 'formations du Bac au Bac+5'], ['12 000', 'étudiants chaque année'], ['89 %', 'de réussite aux examens']]);

export const ARTICLES: ArticleSeed[] = [
  {
    path: 'admission', title: 'Admission', pageLayout: 'default', summary: 'Comment intégrer l’une de nos formations, du BTS au Bac+5.',
    sections: [
      summaryMenu('Dans cette rubrique', [['Admissions et tarifs', '/admission/admissions-et-tarifs'], ['Services aux étudiants', '/admission/services-aux-etudiants'], ['Candidater en ligne', '/crm/brochure']]),
      chapter('Les étapes de l’admission', 'etapes'),
      accordion('Quatre étapes pour nous rejoindre', [['1. Candidature en ligne', 'Remplissez le formulaire de candidature : il ne prend que dix minutes.'], ['2. Tests et entretien', 'Tests écrits adaptés au niveau visé et entretien de motivation.'], ['3. Réponse sous 48 h', 'Vous recevez la décision du jury par courriel.'], ['4. Recherche d’entreprise', 'Pour l’alternance, notre équipe vous aide à trouver votre entreprise d’accueil.']]),
      cta('Prêt à candidater ?', 'Candidature en ligne', 'registration'),
    ],
  },
  {
    path: 'admission/admissions-et-tarifs', title: 'Admissions et tarifs', pageLayout: 'default', summary: 'Conditions d’admission, calendrier et frais de scolarité.',
    sections: [
      text('Conditions d’admission', 'Les délais d’accès varient selon la formation : pour les BTS, ils suivent le calendrier national **Parcoursup** ; pour les autres formations, comptez entre 48 h et 9 mois selon la date de rentrée.'),
      accordion('Frais de scolarité', [['En alternance', 'La formation est gratuite pour l’étudiant : les coûts sont financés par l’OPCO de l’entreprise.'], ['En formation initiale', 'De 6 900 € à 8 900 € par an selon le niveau, payables en dix fois sans frais.'], ['Frais de candidature', 'Aucun frais de candidature n’est demandé.']]),
      cta('Une question sur le financement ?', 'Nous contacter', 'contact'),
    ],
  },
  {
    path: 'admission/services-aux-etudiants', title: 'Services aux étudiants', pageLayout: 'default', summary: 'Logement, handicap, accompagnement : nos services.',
    sections: [
      text('Un accompagnement personnalisé', 'Chaque étudiant bénéficie d’un référent pédagogique et d’un coach carrière tout au long de sa formation.'),
      accordion('Nos services', [['Logement', 'Des partenariats avec des résidences étudiantes dans chaque ville.'], ['Handicap', 'Un référent handicap sur chaque campus pour aménager votre parcours.'], ['Aide à la recherche d’entreprise', 'Ateliers CV, simulations d’entretien et offres exclusives.']]),
      contacts('Vos interlocuteurs', [['Référent handicap', 'handicap@example-ecole.fr', '01 84 60 12 10'], ['Service relations entreprises', 'entreprises@example-ecole.fr', '01 84 60 12 20']]),
    ],
  },
  {
    path: 'entreprises', title: 'Entreprises', pageLayout: 'dynamics', summary: 'Recrutez un alternant, versez votre taxe d’apprentissage, formez vos équipes.',
    sections: [
      summaryMenu('Entreprises', [['Recrutez nos talents', '/entreprises/recrutez-nos-talents'], ['Taxe d’apprentissage', '/entreprises/taxe-apprentissage']]),
      KEY_FIGURES,
      testimonials('Ils recrutent nos alternants', [['Claire Dubois', 'DAF, groupe industriel lyonnais', 'Nos alternants sont opérationnels très vite grâce au rythme de l’école.'], ['Marc Lefèvre', 'Associé, cabinet d’expertise comptable', 'Nous recrutons chaque année trois alternants en DCG et DSCG.']]),
    ],
  },
  {
    path: 'entreprises/recrutez-nos-talents', title: 'Recrutez nos talents', pageLayout: 'default', summary: 'Déposez une offre d’alternance ou de stage.',
    sections: [
      text('Recruter un alternant', 'Notre équipe relations entreprises présélectionne les candidats et vous accompagne dans les démarches administratives du contrat d’apprentissage.'),
      accordion('Les aides à l’embauche', [['Aide exceptionnelle', 'Une aide de l’État pour la première année du contrat d’apprentissage.'], ['Coût de la formation', 'Pris en charge par votre OPCO selon les niveaux fixés par France Compétences.']]),
      cta('Déposer une offre', 'Nous contacter', 'contact'),
    ],
  },
  {
    path: 'entreprises/taxe-apprentissage', title: 'Taxe d’apprentissage', pageLayout: 'default', summary: 'Soutenez nos formations en nous versant le solde de votre taxe d’apprentissage.',
    sections: [
      text('Pourquoi nous soutenir ?', 'Le solde de la taxe d’apprentissage (13 %) finance l’équipement de nos campus et les projets de nos étudiants.'),
      text('Comment faire ?', 'Rendez-vous sur la plateforme SOLTéA de la Caisse des dépôts et sélectionnez notre établissement.'),
    ],
  },
  {
    path: 'ecole', title: 'L’école', pageLayout: 'default', summary: 'Un réseau de 26 campus au service de la réussite de nos étudiants.',
    sections: [
      KEY_FIGURES,
      quote('Notre mission : rendre l’enseignement supérieur professionnalisant accessible à tous, partout en France.', 'Sophie Martin', 'Directrice générale'),
      summaryMenu('Découvrir l’école', [['Nos engagements', '/ecole/nos-engagements'], ['Démarche qualité', '/ecole/demarche-qualite'], ['Comités d’orientation stratégique', '/ecole/comites-d-orientation-strategique']]),
    ],
  },
  {
    path: 'ecole/engagements', title: 'Engagements RSE et handicap', pageLayout: 'default', summary: 'Inclusion, handicap, développement durable.',
    sections: [text('Nos engagements', 'Égalité des chances, accessibilité et transition écologique guident nos choix pédagogiques et nos campus.')],
  },
  {
    path: 'ecole/nos-engagements', title: 'Nos engagements', pageLayout: 'default', summary: 'Ce que nous promettons à nos étudiants et à nos entreprises partenaires.',
    sections: [
      chapter('Inclusion et handicap', 'inclusion'),
      text('Un référent dans chaque campus', 'Nos référents handicap aménagent les parcours, les examens et les périodes en entreprise.'),
      chapter('Développement durable', 'rse'),
      text('Des campus sobres', 'Réduction de la consommation d’énergie, tri et mobilité douce : un plan d’action suivi chaque année.'),
      indicators('Indicateurs de résultats', [['Taux de réussite aux examens', '89 %'], ['Taux d’insertion à 6 mois', '84 %'], ['Taux de satisfaction des étudiants', '92 %'], ['Taux d’abandon', '6 %']]),
    ],
  },
  {
    path: 'ecole/demarche-qualite', title: 'Démarche qualité', pageLayout: 'default', summary: 'Certification Qualiopi et amélioration continue.',
    sections: [text('Certifiés Qualiopi', 'Notre centre de formation d’apprentis est certifié Qualiopi, la certification qualité des organismes de formation : son certificat, sa catégorie d’action et sa date de délivrance sont ci-dessous.'), indicators('Nos indicateurs', [['Satisfaction des entreprises', '90 %'], ['Réponses aux réclamations sous 72 h', '97 %']])],
  },
  {
    path: 'ecole/comites-d-orientation-strategique', title: 'Comités d’orientation stratégique', pageLayout: 'default', summary: 'Des professionnels associés à l’évolution de nos formations.',
    sections: [team('Membres du comité', [['Isabelle Roux', 'Experte-comptable, présidente du comité'], ['Thomas Bernard', 'DRH, groupe de distribution'], ['Nadia Benali', 'Responsable paie, ETI industrielle']]), text('Rôle du comité', 'Il se réunit deux fois par an pour adapter les programmes aux besoins des entreprises.')],
  },
  {
    path: 'cgv', title: 'Conditions générales de vente', pageLayout: 'default', summary: 'Conditions applicables aux inscriptions.',
    sections: [accordion('Conditions générales de vente', [['Article 1 – Objet', 'Les présentes conditions régissent les inscriptions aux formations de l’école.'], ['Article 2 – Inscription', 'L’inscription est définitive à réception du contrat signé et du premier règlement.'], ['Article 3 – Rétractation', 'Vous disposez d’un délai de quatorze jours pour vous rétracter.']])],
  },
  {
    path: 'mentions-legales', title: 'Mentions légales', pageLayout: 'default', summary: 'Éditeur, hébergeur et propriété intellectuelle.',
    sections: [text('Éditeur du site', 'École Exemple, société par actions simplifiée, 12 rue de la Chaussée-d’Antin, 75009 Paris.'), text('Hébergement', 'Le site est hébergé par Cloudflare, Inc.')],
  },
  {
    path: 'charte-donnees-personnelles', title: 'Charte de protection des données personnelles', pageLayout: 'default', summary: 'Comment nous traitons vos données.',
    sections: [text('Vos données', 'Les données recueillies via nos formulaires servent uniquement à traiter votre demande. Vous pouvez exercer vos droits auprès de dpo@example-ecole.fr.')],
  },
  {
    path: 'paiement-en-ligne', title: 'Paiement en ligne', pageLayout: 'empty', summary: 'Réglez vos frais de scolarité en ligne.',
    sections: [text('Paiement sécurisé', 'Munissez-vous de votre numéro d’étudiant et de votre échéancier.'), cta('Payer mes frais de scolarité', 'Accéder au paiement', 'link', 'https://paiement.example-ecole.fr')],
  },
  {
    path: 'autre-moyen-de-paiement', title: 'Autres moyens de paiement', pageLayout: 'empty', summary: 'Virement, prélèvement, chèque.',
    sections: [accordion('Moyens de paiement acceptés', [['Virement bancaire', 'Indiquez votre numéro d’étudiant en référence.'], ['Prélèvement', 'Échéancier en dix mensualités.'], ['Chèque', 'À l’ordre d’École Exemple, à déposer à l’accueil du campus.']])],
  },
  {
    path: 'alumni', title: 'Alumni', pageLayout: 'dynamics', summary: 'Le réseau des anciens élèves.',
    sections: [KEY_FIGURES, summaryMenu('Le réseau', [['Alumni et ambassadeurs', '/alumni/alumni-et-ambassadeurs']])],
  },
  {
    path: 'alumni/alumni-et-ambassadeurs', title: 'Alumni et ambassadeurs', pageLayout: 'default', summary: 'Nos anciens témoignent.',
    sections: [testimonials('Ils sont passés par l’école', [['Julie Moreau', 'Promotion 2019, contrôleuse de gestion', 'L’alternance m’a permis d’être embauchée avant même la fin de mon mastère.'], ['Karim Haddad', 'Promotion 2016, expert-comptable', 'Du DCG au DSCG, l’école m’a accompagné jusqu’au diplôme d’expertise comptable.']])],
  },
  {
    path: 'entreprise', title: 'Espace entreprise', pageLayout: 'dynamics', summary: 'Toutes nos solutions pour les entreprises.',
    sections: [summaryMenu('Vos besoins', [['Recruter un alternant', '/entreprises/recrutez-nos-talents'], ['Taxe d’apprentissage', '/entreprises/taxe-apprentissage']]), cta('Parlons de vos besoins', 'Nous contacter', 'contact')],
  },
  {
    path: 'partenaire', title: 'Espace professionnel', pageLayout: 'dynamics', summary: 'Formation continue et développement des compétences.',
    sections: [text('Former vos équipes', 'Nos formations sont accessibles par blocs de compétences, en présentiel ou à distance, et éligibles au CPF.'), cta('Recevoir la brochure', 'Brochure', 'brochure')],
  },
  {
    path: 'art-culture', title: 'Art et culture', pageLayout: 'dynamics', summary: 'La culture au cœur de la vie étudiante.',
    sections: [text('Une saison culturelle', 'Expositions, conférences et ateliers d’écriture sont proposés chaque mois sur nos campus.')],
  },
  {
    path: 'decouvrir-nos-podcasts', title: 'Découvrir nos podcasts', pageLayout: 'dynamics', summary: 'Écoutez nos anciens élèves et nos formateurs.',
    sections: [text('Parcours, le podcast', 'Chaque mois, un ancien élève raconte son parcours professionnel.'), accordion('Derniers épisodes', [['Épisode 12 – De l’alternance à la direction financière', 'Avec Julie Moreau, contrôleuse de gestion.'], ['Épisode 11 – Le métier de gestionnaire de paie', 'Avec Nadia Benali, responsable paie.']])],
  },
  {
    path: 'edito-reseau-competences-et-developpement', title: 'Édito : un réseau au service des compétences', pageLayout: 'default', summary: 'Le mot de la direction.',
    sections: [quote('Nos 26 campus partagent une même ambition : former les professionnels dont les entreprises ont besoin.', 'Sophie Martin', 'Directrice générale')],
  },
  {
    path: 'contact', title: 'Contact', pageLayout: 'default', summary: 'Une question ? Nos équipes vous répondent.',
    sections: [contacts('Nous joindre', [['Admissions', 'admissions@example-ecole.fr', '01 84 60 12 00'], ['Entreprises', 'entreprises@example-ecole.fr', '01 84 60 12 20']]), cta('Écrivez-nous', 'Formulaire de contact', 'contact')],
  },
  {
    path: 'accessibilite', title: 'Déclaration d’accessibilité', pageLayout: 'default',
    summary: 'Données de démonstration : l’état de conformité du site au RGAA, ses limites et comment nous signaler un obstacle.',
    sections: [
      text('État de conformité', 'École Exemple s’engage à rendre son site accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Le site www.example-ecole.fr est **partiellement conforme** avec le référentiel général d’amélioration de l’accessibilité (**RGAA version 4.1.2**), en raison des non-conformités énumérées ci-dessous.\n\n*Données de démonstration : l’audit décrit ici est un exemple, pas un audit réel.*'),
      text('Résultats des tests', 'L’audit de conformité réalisé le **15 octobre 2026** par un auditeur interne révèle que **82 %** des critères du RGAA 4.1.2 applicables sont respectés (taux moyen de conformité : 91 %).\n\nMéthode : échantillon de 15 pages (accueil, catalogue, page formation, page campus, actualités, agenda, contact, pop-in de demande de brochure, recherche, mentions légales…), testées avec NVDA 2024.4 et Firefox, VoiceOver et Safari sur iOS 18, au clavier seul, et avec axe-core 4.14.'),
      accordion('Contenus non accessibles', [
        ['Non-conformités', 'Certaines images des actualités anciennes n’ont pas d’alternative textuelle pertinente (critère 1.3). Le cadre « Les écoles du groupe » en pied de page reprend un contenu externe dont l’ordre de lecture n’est pas garanti (critère 10.3).'],
        ['Dérogations pour charge disproportionnée', 'Les brochures PDF antérieures à 2024 ne sont pas balisées ; elles sont remplacées au fil de leur mise à jour, et leur contenu est disponible sur simple demande.'],
        ['Contenus non soumis à l’obligation', 'Les formulaires de candidature et de demande de brochure hébergés par notre CRM, sur un autre site ; les vidéos de nos podcasts publiées avant le 23 septembre 2020.'],
      ]),
      text('Établissement de cette déclaration', 'Cette déclaration a été établie le 15 octobre 2026. Technologies utilisées : HTML5, CSS, JavaScript (le site fonctionne sans).'),
      text('Signaler un obstacle', 'Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez-nous à **accessibilite@example-ecole.fr** ou passez par la page [Contact](/contact) : nous vous répondrons sous cinq jours ouvrés et vous fournirons le contenu sous une forme accessible.'),
      text('Voies de recours', 'Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez :\n\n- écrire un message au [Défenseur des droits](https://formulaire.defenseurdesdroits.fr/) ;\n- contacter le délégué du Défenseur des droits de votre région ([liste des délégués](https://www.defenseurdesdroits.fr/carte-des-delegues)) ;\n- envoyer un courrier (gratuit, sans timbre) : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.'),
    ],
  },
];

