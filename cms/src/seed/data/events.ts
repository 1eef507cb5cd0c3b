/**
 * The agenda. Dates are offsets in days from the day the seed runs, so the demo always has
 * upcoming and past events; times are Paris wall-clock times. `endDay: undefined` means no dateEnd (a single-time event).
 */
export type AgendaType = 'portes-ouvertes' | 'epreuve-admission' | 'conference' | 'salon' | 'live-my-life' | 'job-dating';

export interface EventSeed {
  slug: string;
  title: string;
  type: AgendaType;
  /** None: the whole group's (an online open day). */
  campus: string | null;
  startDay: number;
  startTime: string;
  endDay?: number;
  endTime?: string;
  description: string;
  /** As planned unless said: cancelled, or moved from `previousDay` (same time) to its days. */
  eventStatus?: 'prevu' | 'annule' | 'reporte';
  previousDay?: number;
  attendance?: 'sur-place' | 'en-ligne';
  /** Its registration: on a form of its own (the default), on the website settings' form, or none at all. */
  registration?: 'own' | 'site' | 'none';
}

/** Days from the seed day to the Saturday `weeks` weeks after the coming one: open days fall on Saturdays. */
const saturdayIn = (weeks: number, today = new Date()) => ((6 - today.getUTCDay() + 7) % 7) + 7 * weeks;

/**
 * The open days of the coming six months, on thirteen campuses and online: one moved a week later, one cancelled,
 * two registering on the website settings' form.
 */
const OPEN_DAYS: EventSeed[] = [
  { slug: 'portes-ouvertes-lyon', title: 'Journée portes ouvertes – campus de Lyon', type: 'portes-ouvertes', campus: 'lyon', startDay: saturdayIn(2), startTime: '10:00', endDay: saturdayIn(2), endTime: '17:00', description: 'Visite des salles, ateliers de découverte des métiers du chiffre et rencontres avec les étudiants en alternance.' },
  { slug: 'portes-ouvertes-en-ligne', title: 'Journée portes ouvertes en ligne', type: 'portes-ouvertes', campus: null, attendance: 'en-ligne', startDay: saturdayIn(3) - 3, startTime: '18:00', endDay: saturdayIn(3) - 3, endTime: '20:00', description: 'Deux heures en visioconférence pour découvrir nos formations et poser vos questions aux équipes pédagogiques, où que vous soyez.' },
  { slug: 'portes-ouvertes-marseille', title: 'Journée portes ouvertes – campus de Marseille', type: 'portes-ouvertes', campus: 'marseille', startDay: saturdayIn(4), startTime: '09:30', endDay: saturdayIn(4), endTime: '16:30', description: 'Présentation des BTS et bachelors, simulations d’entretien d’admission et visite guidée du campus.' },
  { slug: 'portes-ouvertes-bordeaux', title: 'Journée portes ouvertes – campus de Bordeaux', type: 'portes-ouvertes', campus: 'bordeaux', eventStatus: 'reporte', previousDay: saturdayIn(5), startDay: saturdayIn(6), startTime: '10:00', endDay: saturdayIn(6), endTime: '16:00', description: 'Reportée d’une semaine pour cause de travaux : mêmes horaires, même programme, rencontres avec les formateurs et les entreprises partenaires.' },
  { slug: 'portes-ouvertes-toulouse', title: 'Journée portes ouvertes – campus de Toulouse', type: 'portes-ouvertes', campus: 'toulouse', eventStatus: 'annule', startDay: saturdayIn(7), startTime: '10:00', endDay: saturdayIn(7), endTime: '17:00', description: 'Annulée : le campus vous accueille sur rendez-vous, et la prochaine journée sera annoncée ici.' },
  { slug: 'portes-ouvertes-nantes', title: 'Journée portes ouvertes – campus de Nantes', type: 'portes-ouvertes', campus: 'nantes', registration: 'site', startDay: saturdayIn(9), startTime: '10:00', endDay: saturdayIn(9), endTime: '17:00', description: 'Rencontrez l’équipe pédagogique et découvrez nos formations en paie et en gestion.' },
  { slug: 'portes-ouvertes-strasbourg', title: 'Journée portes ouvertes – campus de Strasbourg', type: 'portes-ouvertes', campus: 'strasbourg', startDay: saturdayIn(11), startTime: '10:00', endDay: saturdayIn(11), endTime: '16:00', description: 'Informations sur l’alternance, les admissions et le logement étudiant à Strasbourg.' },
  { slug: 'journee-admission-lille', title: 'Journée d’admission – campus de Lille', type: 'epreuve-admission', campus: 'lille', startDay: saturdayIn(13), startTime: '09:00', endDay: saturdayIn(13), endTime: '13:00', description: 'Tests et entretien le matin même : votre réponse d’admission dans la semaine.' },
  { slug: 'portes-ouvertes-nice', title: 'Journée portes ouvertes – campus de Nice', type: 'portes-ouvertes', campus: 'nice', startDay: saturdayIn(14), startTime: '10:00', endDay: saturdayIn(14), endTime: '17:00', description: 'Découvrez nos bachelors et mastères, et les entreprises de la Côte d’Azur qui recrutent nos alternants.' },
  { slug: 'portes-ouvertes-grenoble', title: 'Journée portes ouvertes – campus de Grenoble', type: 'portes-ouvertes', campus: 'grenoble', registration: 'site', startDay: saturdayIn(16), startTime: '10:00', endDay: saturdayIn(16), endTime: '16:30', description: 'Ateliers orientation, visite du campus et présentation des financements de l’alternance.' },
  { slug: 'portes-ouvertes-rennes', title: 'Journée portes ouvertes – campus de Rennes', type: 'portes-ouvertes', campus: 'rennes', startDay: saturdayIn(18), startTime: '10:00', endDay: saturdayIn(18), endTime: '17:00', description: 'Échangez avec nos étudiants et nos formateurs, et faites le point sur votre projet.' },
  { slug: 'portes-ouvertes-printemps-paris', title: 'Journée portes ouvertes de printemps – campus de Paris', type: 'portes-ouvertes', campus: 'paris', startDay: saturdayIn(21), startTime: '10:00', endDay: saturdayIn(21), endTime: '17:00', description: 'La dernière journée avant la rentrée : admissions, tarifs, financements et visite du campus.' },
  { slug: 'portes-ouvertes-printemps-lyon', title: 'Journée portes ouvertes de printemps – campus de Lyon', type: 'portes-ouvertes', campus: 'lyon', startDay: saturdayIn(24), startTime: '10:00', endDay: saturdayIn(24), endTime: '16:00', description: 'Venez découvrir le campus avant la rentrée de septembre.' },
];

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
  { slug: 'epreuves-admission-en-ligne', title: 'Épreuves d’admission à distance', type: 'epreuve-admission', campus: 'rennes', attendance: 'en-ligne', startDay: 19, startTime: '14:00', description: 'Passez les tests en ligne depuis chez vous, puis un entretien en visioconférence.' },
  { slug: 'conference-paie-2026', title: 'Conférence : les nouveautés de la paie et de la DSN', type: 'conference', campus: 'strasbourg', startDay: 22, startTime: '18:00', endDay: 22, endTime: '20:00', description: 'Un point complet sur les évolutions réglementaires de l’année, animé par nos formateurs.' },
  { slug: 'portes-ouvertes-montpellier', title: 'Journée portes ouvertes – campus de Montpellier', type: 'portes-ouvertes', campus: 'montpellier', startDay: 26, startTime: '10:00', endDay: 26, endTime: '17:00', description: 'Découvrez nos programmes et rencontrez l’équipe relations entreprises.' },
  { slug: 'live-my-life-nice', title: 'Live My Life – campus de Nice', type: 'live-my-life', campus: 'nice', startDay: 30, startTime: '09:00', description: 'Une matinée en immersion dans une classe de bachelor.' },
  { slug: 'salon-formations-alternance-grenoble', title: 'Salon des formations en alternance', type: 'salon', campus: 'grenoble', startDay: 35, startTime: '10:00', endDay: 36, endTime: '17:00', description: 'Venez rencontrer nos conseillers et des entreprises qui recrutent.' },
  { slug: 'job-dating-clermont-ferrand', title: 'Job dating banque et assurance', type: 'job-dating', campus: 'clermont-ferrand', startDay: 41, startTime: '14:00', description: 'Les réseaux bancaires de la région recrutent leurs futurs conseillers en alternance.' },
  { slug: 'portes-ouvertes-rouen', title: 'Journée portes ouvertes – campus de Rouen', type: 'portes-ouvertes', campus: 'rouen', startDay: 48, startTime: '10:00', endDay: 48, endTime: '16:00', description: 'Informations sur les admissions, les tarifs et le financement des études.' },
  { slug: 'conference-rse-finance', title: 'Conférence : finance durable et reporting RSE', type: 'conference', campus: 'lyon', registration: 'none', startDay: 55, startTime: '18:30', description: 'Ce que la directive CSRD change pour les directions financières. Entrée libre, sans inscription.' },
  { slug: 'epreuves-admission-rentree-decalee', title: 'Épreuves d’admission – rentrée décalée', type: 'epreuve-admission', campus: 'paris', startDay: 62, startTime: '09:30', endDay: 62, endTime: '12:00', description: 'Dernière session pour intégrer nos formations à la rentrée de février.' },
  ...OPEN_DAYS,
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

/** The demo CRM's forms (wrangler.toml's CRM_ORIGINS): open days and admissions on the application one, others on the contact one. */
export const EVENT_FORMS = {
  openDay: (slug: string) => `https://candidature.example-ecole.fr/journees-portes-ouvertes/${slug}`,
  other: (slug: string) => `https://contact.example-ecole.fr/evenements/${slug}`,
  /** The website settings' form, for the events that name none. */
  site: 'https://candidature.example-ecole.fr/journees-portes-ouvertes',
};

/** The form an event names: none when it registers on the website settings' form, or takes no registration. */
export function registrationUrl(event: EventSeed): string | null {
  if (event.registration === 'site' || event.registration === 'none') return null;
  return event.type === 'portes-ouvertes' || event.type === 'epreuve-admission' ? EVENT_FORMS.openDay(event.slug) : EVENT_FORMS.other(event.slug);
}
