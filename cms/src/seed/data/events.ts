/**
 * The agenda. Dates are offsets in days from the day the seed runs, so the demo always has
 * upcoming and past events. `endDay: undefined` means no dateEnd (a single-time event).
 */
export type AgendaType = 'portes-ouvertes' | 'epreuve-admission' | 'conference' | 'salon' | 'live-my-life' | 'job-dating';

export interface EventSeed {
  slug: string;
  title: string;
  type: AgendaType;
  campus: string;
  startDay: number;
  startTime: string;
  endDay?: number;
  endTime?: string;
  description: string;
}

export const EVENTS: EventSeed[] = [
  { slug: 'salon-studyrama-lyon', title: 'Salon Studyrama des études supérieures', type: 'salon', campus: 'lyon', startDay: -1, startTime: '09:00', endDay: 1, endTime: '17:00', description: 'Retrouvez nos équipes sur le stand B12 pendant trois jours pour découvrir nos BTS, bachelors et mastères.' },
  { slug: 'portes-ouvertes-paris', title: 'Journée portes ouvertes – campus de Paris', type: 'portes-ouvertes', campus: 'paris', startDay: 2, startTime: '10:00', endDay: 2, endTime: '17:00', description: 'Visitez le campus, rencontrez les formateurs et les étudiants, et faites le point sur votre projet d’orientation.' },
  { slug: 'job-dating-alternance-lyon', title: 'Job dating alternance', type: 'job-dating', campus: 'lyon', startDay: 4, startTime: '14:00', description: 'Vingt entreprises partenaires recrutent leurs alternants de la rentrée : venez avec votre CV.' },
  { slug: 'epreuves-admission-bordeaux', title: 'Épreuves d’admission – session de printemps', type: 'epreuve-admission', campus: 'bordeaux', startDay: 5, startTime: '09:30', endDay: 5, endTime: '12:30', description: 'Tests écrits et entretien de motivation pour une entrée en BTS, bachelor ou mastère.' },
  { slug: 'conference-expertise-comptable-ia', title: 'Conférence : l’expertise comptable à l’heure de l’IA', type: 'conference', campus: 'paris', startDay: 7, startTime: '18:30', description: 'Experts-comptables et éditeurs de logiciels débattent de l’évolution des métiers du chiffre.' },
  { slug: 'live-my-life-marseille', title: 'Live My Life : une journée dans la peau d’un étudiant', type: 'live-my-life', campus: 'marseille', startDay: 9, startTime: '09:00', endDay: 9, endTime: '16:00', description: 'Assistez à de vrais cours aux côtés de nos étudiants et déjeunez avec eux.' },
  { slug: 'portes-ouvertes-lille', title: 'Journée portes ouvertes – campus de Lille', type: 'portes-ouvertes', campus: 'lille', startDay: 12, startTime: '10:00', endDay: 12, endTime: '16:00', description: 'Présentation des formations, visite des locaux et entretiens individuels d’orientation.' },
  { slug: 'salon-etudiant-toulouse', title: 'Salon de l’Étudiant de Toulouse', type: 'salon', campus: 'toulouse', startDay: 14, startTime: '09:30', endDay: 15, endTime: '18:00', description: 'Deux jours pour découvrir nos formations en comptabilité, finance et paie au parc des expositions.' },
  { slug: 'job-dating-nantes', title: 'Job dating – métiers de la paie et des RH', type: 'job-dating', campus: 'nantes', startDay: 16, startTime: '13:30', description: 'Cabinets et services RH recrutent des alternants en gestion de la paie.' },
  { slug: 'epreuves-admission-en-ligne', title: 'Épreuves d’admission à distance', type: 'epreuve-admission', campus: 'rennes', startDay: 19, startTime: '14:00', description: 'Passez les tests en ligne depuis chez vous, puis un entretien en visioconférence.' },
  { slug: 'conference-paie-2026', title: 'Conférence : les nouveautés de la paie et de la DSN', type: 'conference', campus: 'strasbourg', startDay: 22, startTime: '18:00', endDay: 22, endTime: '20:00', description: 'Un point complet sur les évolutions réglementaires de l’année, animé par nos formateurs.' },
  { slug: 'portes-ouvertes-montpellier', title: 'Journée portes ouvertes – campus de Montpellier', type: 'portes-ouvertes', campus: 'montpellier', startDay: 26, startTime: '10:00', endDay: 26, endTime: '17:00', description: 'Découvrez nos programmes et rencontrez l’équipe relations entreprises.' },
  { slug: 'live-my-life-nice', title: 'Live My Life – campus de Nice', type: 'live-my-life', campus: 'nice', startDay: 30, startTime: '09:00', description: 'Une matinée en immersion dans une classe de bachelor.' },
  { slug: 'salon-formations-alternance-grenoble', title: 'Salon des formations en alternance', type: 'salon', campus: 'grenoble', startDay: 35, startTime: '10:00', endDay: 36, endTime: '17:00', description: 'Venez rencontrer nos conseillers et des entreprises qui recrutent.' },
  { slug: 'job-dating-clermont-ferrand', title: 'Job dating banque et assurance', type: 'job-dating', campus: 'clermont-ferrand', startDay: 41, startTime: '14:00', description: 'Les réseaux bancaires de la région recrutent leurs futurs conseillers en alternance.' },
  { slug: 'portes-ouvertes-rouen', title: 'Journée portes ouvertes – campus de Rouen', type: 'portes-ouvertes', campus: 'rouen', startDay: 48, startTime: '10:00', endDay: 48, endTime: '16:00', description: 'Informations sur les admissions, les tarifs et le financement des études.' },
  { slug: 'conference-rse-finance', title: 'Conférence : finance durable et reporting RSE', type: 'conference', campus: 'lyon', startDay: 55, startTime: '18:30', description: 'Ce que la directive CSRD change pour les directions financières.' },
  { slug: 'epreuves-admission-rentree-decalee', title: 'Épreuves d’admission – rentrée décalée', type: 'epreuve-admission', campus: 'paris', startDay: 62, startTime: '09:30', endDay: 62, endTime: '12:00', description: 'Dernière session pour intégrer nos formations à la rentrée de février.' },
  // past events
  { slug: 'portes-ouvertes-tours', title: 'Journée portes ouvertes – campus de Tours', type: 'portes-ouvertes', campus: 'tours', startDay: -4, startTime: '10:00', endDay: -4, endTime: '17:00', description: 'Visite du campus et présentation des formations.' },
  { slug: 'job-dating-reims', title: 'Job dating alternance – Reims', type: 'job-dating', campus: 'reims', startDay: -9, startTime: '14:00', description: 'Quinze entreprises étaient présentes pour rencontrer les candidats.' },
  { slug: 'conference-metiers-du-chiffre', title: 'Conférence : les métiers du chiffre recrutent', type: 'conference', campus: 'dijon', startDay: -16, startTime: '18:00', description: 'Panorama des débouchés en comptabilité et en audit.' },
  { slug: 'salon-studyrama-angers', title: 'Salon Studyrama d’Angers', type: 'salon', campus: 'angers', startDay: -30, startTime: '09:00', endDay: -29, endTime: '17:00', description: 'Nos équipes étaient présentes pour conseiller les futurs bacheliers.' },
  { slug: 'live-my-life-metz', title: 'Live My Life – campus de Metz', type: 'live-my-life', campus: 'metz', startDay: -45, startTime: '09:00', description: 'Une journée d’immersion en BTS Comptabilité et Gestion.' },
  { slug: 'epreuves-admission-hiver', title: 'Épreuves d’admission – session d’hiver', type: 'epreuve-admission', campus: 'orleans', startDay: -60, startTime: '09:30', description: 'Session d’admission pour la rentrée de septembre.' },
];

/** Seeded as a draft only: the API must never return it (checked by the tests). */
export const DRAFT_EVENT: EventSeed = {
  slug: 'brouillon-evenement-non-publie',
  title: 'Brouillon : événement non publié',
  type: 'conference',
  campus: 'paris',
  startDay: 3,
  startTime: '10:00',
  description: 'Cet événement est en cours de rédaction.',
};

export const registrationUrl = (event: EventSeed) => `https://evenements.example-ecole.fr/inscription/${event.slug}`;
