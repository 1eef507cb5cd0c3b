/** English versions of the next events (dates, type, campus and registration link are the French event's). */
type EventText = { slug: string; title: string; description: string };

/** French slug → English slug, title and description. */
export const ENGLISH_EVENTS: Record<string, EventText> = {
  'salon-studyrama-lyon': {
    slug: 'studyrama-higher-education-fair-lyon',
    title: 'Studyrama higher education fair',
    description: 'Meet our team at stand B12 over three days and discover our BTS, bachelor’s and master’s programmes.',
  },
  'portes-ouvertes-paris': {
    slug: 'open-day-paris',
    title: 'Open day – Paris campus',
    description: 'Tour the campus, meet lecturers and students, and talk through your study plans with an adviser.',
  },
  'job-dating-alternance-lyon': {
    slug: 'work-study-job-dating-lyon',
    title: 'Work-study job dating',
    description: 'Twenty partner companies are hiring their apprentices for the new academic year: bring your CV.',
  },
  'epreuves-admission-bordeaux': {
    slug: 'admission-tests-bordeaux',
    title: 'Admission tests – spring session',
    description: 'Written tests and a motivation interview for entry into a BTS, bachelor’s or master’s programme.',
  },
  'conference-expertise-comptable-ia': {
    slug: 'accounting-in-the-age-of-ai',
    title: 'Talk: accounting in the age of AI',
    description: 'Chartered accountants and software publishers discuss how finance jobs are changing.',
  },
  'live-my-life-marseille': {
    slug: 'live-my-life-marseille',
    title: 'Live My Life: a day in a student’s shoes',
    description: 'Sit in on real classes with our students and have lunch with them.',
  },
  'portes-ouvertes-lille': {
    slug: 'open-day-lille',
    title: 'Open day – Lille campus',
    description: 'Programme presentations, a tour of the premises and one-to-one guidance interviews.',
  },
  'portes-ouvertes-en-ligne': {
    slug: 'online-open-day',
    title: 'Online open day',
    description: 'Two hours on video to discover our programmes and put your questions to the teaching teams, wherever you are.',
  },
  'portes-ouvertes-lyon': {
    slug: 'open-day-lyon',
    title: 'Open day – Lyon campus',
    description: 'Tour the classrooms, try workshops on finance careers and meet our work-study students.',
  },
  'portes-ouvertes-bordeaux': {
    slug: 'open-day-bordeaux',
    title: 'Open day – Bordeaux campus',
    description: 'Postponed by a week for building works: same times, same programme, meet our lecturers and partner companies.',
  },
  'portes-ouvertes-toulouse': {
    slug: 'open-day-toulouse',
    title: 'Open day – Toulouse campus',
    description: 'Cancelled: the campus welcomes you by appointment, and the next open day will be announced here.',
  },
  'conference-paie-2026': {
    slug: 'payroll-and-dsn-update',
    title: 'Talk: what is new in payroll and the DSN',
    description: 'A complete review of this year’s regulatory changes, led by our lecturers.',
  },
};
