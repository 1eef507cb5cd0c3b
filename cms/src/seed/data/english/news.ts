/** English versions of the news categories and of some news and blog posts (kind, dates, campuses and images are the French post's). */
type Text = { slug: string; title: string };

/** French category slug → English slug and title. */
export const ENGLISH_CATEGORIES: Record<string, Text> = {
  'vie-du-campus': { slug: 'campus-life', title: 'Campus life' },
  admissions: { slug: 'admissions', title: 'Admissions' },
  entreprises: { slug: 'companies', title: 'Companies' },
  pedagogie: { slug: 'teaching', title: 'Teaching' },
  international: { slug: 'international', title: 'International' },
  conseils: { slug: 'advice', title: 'Advice' },
  metiers: { slug: 'careers', title: 'Careers' },
};

/** French post slug → English slug, title and summary. */
export const ENGLISH_NEWS: Record<string, Text & { summary: string }> = {
  'resultats-examens-dcg': {
    slug: 'dcg-results-87-percent-pass-rate',
    title: 'DCG results: 87% of our candidates passed',
    summary: 'Our DCG students achieved a pass rate well above the national average.',
  },
  'partenariat-cabinets-comptables': {
    slug: 'partnership-with-120-accounting-firms',
    title: 'A partnership with 120 chartered accounting firms',
    summary: 'More than 300 work-study contracts offered to our students every year.',
  },
  'trophees-alternance': {
    slug: 'three-apprentices-win-work-study-awards',
    title: 'Three of our apprentices win work-study awards',
    summary: 'Their finance and communication projects won over the jury.',
  },
  'semaine-internationale': {
    slug: 'international-week-mba-students-in-montreal',
    title: 'International week: our MBA students in Montreal',
    summary: 'A week of classes and company visits in Quebec.',
  },
  'hackathon-finance-durable': {
    slug: 'sustainable-finance-hackathon',
    title: 'Sustainable finance hackathon: 48 hours to innovate',
    summary: 'Teams of master’s students designed tools for non-financial reporting.',
  },
  'nouveau-bachelor-social-media': {
    slug: 'new-bachelor-social-media-manager',
    title: 'New: a Social Media Manager bachelor’s programme',
    summary: 'A work-study programme to run brands’ presence on social networks.',
  },
  'reussir-entretien-alternance': {
    slug: 'how-to-succeed-in-your-work-study-interview',
    title: 'How to succeed in your work-study interview',
    summary: 'Preparation, common questions and mistakes to avoid.',
  },
  'metier-gestionnaire-de-paie': {
    slug: 'payroll-administrator-a-job-in-demand',
    title: 'Payroll administrator: a job in demand',
    summary: 'Duties, salaries and career prospects.',
  },
  'financer-ses-etudes': {
    slug: 'how-to-fund-your-studies',
    title: 'How to fund your higher education',
    summary: 'Work-study, grants, student loans: making the right choice.',
  },
};

export const newsContentEn = (summary: string) =>
  `${summary}\n\n## In short\n\nOur teaching staff and partner companies worked together on this project, and every student ` +
  `involved was supported at each step by their programme manager.\n\n` +
  `## What next?\n\nTo find out more, get in touch with the campus nearest you or come and meet us at an open day.`;
