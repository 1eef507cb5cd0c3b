/** English versions of some programmes: own slugs and titles, per-category facts written for an international reader. */
import { FORMATIONS, annualTuition, groupThousands, type Category, type CategoryFacts, type FormationSeed } from '../formations';

/** French slug → English slug and title. Acronyms keep their slug; the rest read as English. */
export const ENGLISH_FORMATIONS: Record<string, { slug: string; title: string }> = {
  'bts-cg': { slug: 'bts-accounting-and-management', title: 'BTS Accounting and Management (CG)' },
  'bts-gestion-de-la-pme': { slug: 'bts-small-business-management', title: 'BTS Small Business Management' },
  'bts-commerce-international': { slug: 'bts-international-trade', title: 'BTS International Trade' },
  'bachelor-raf': { slug: 'bachelor-administrative-and-financial-manager', title: 'Bachelor Administrative and Financial Manager' },
  'bachelor-finance': { slug: 'bachelor-finance-and-control', title: 'Bachelor Finance and Control' },
  'bachelor-rh': { slug: 'bachelor-human-resources', title: 'Bachelor Human Resources' },
  'bac5-daf': { slug: 'master-chief-financial-officer', title: 'Master’s Chief Financial Officer (CFO)' },
  'mastere-controle-de-gestion': { slug: 'master-management-control', title: 'Master’s in Management Control and Performance' },
  'mba-finance': { slug: 'mba-finance', title: 'MBA Finance and Strategy' },
  'mba-international-business': { slug: 'mba-international-business', title: 'MBA International Business' },
  'programme-grande-ecole': { slug: 'grande-ecole-programme', title: 'Grande École Programme (Master in Management)' },
  dcg: { slug: 'dcg', title: 'DCG – French Accounting and Management Diploma' },
  dscg: { slug: 'dscg', title: 'DSCG – Advanced French Accounting and Management Diploma' },
  'comptable-financier-dentreprise': { slug: 'corporate-financial-accountant', title: 'Corporate Financial Accountant' },
  rpgs: { slug: 'payroll-and-hr-manager', title: 'Payroll and HR Administration Manager (RPGS)' },
};

/** The programmes that have an English version, as the English reader sees them (English slug and title). */
export const englishFormations = (): FormationSeed[] =>
  FORMATIONS.filter((f) => ENGLISH_FORMATIONS[f.slug]).map((f) => ({ ...f, ...ENGLISH_FORMATIONS[f.slug] }));

/** The texts of a category's facts; levels and durations are the French ones. */
type CategoryText = Pick<CategoryFacts, 'certification' | 'admission' | 'units' | 'skills'>;

export const CATEGORY_TEXT_EN: Record<Category, CategoryText> = {
  bts: {
    certification: 'French state diploma at level 5 (two years of higher education), awarded by the Ministry of Higher Education; 120 ECTS credits.',
    admission: 'Recent school leavers apply through Parcoursup, followed by an interview about their motivation. On a work-study track, enrolment is confirmed once the apprenticeship contract is signed.',
    units: [['General culture and expression', 'Reading documents closely, summarising them and writing a reasoned argument.'], ['Foreign language', 'Business English applied to the sector.'], ['Economics, law and management', 'Understanding the environment a company works in.']],
    skills: [['Block 1 – Customer and supplier relations', 'Handling relations with the company’s partners.'], ['Block 2 – Day-to-day operations', 'Organising and following up the current activity.']],
  },
  bachelor: {
    certification: 'Level 6 professional title (three years of higher education) registered with France Compétences; 60 ECTS credits.',
    admission: 'Two years of higher education completed (BTS, BUT or equivalent). Application file, written tests and an interview; you get an answer within 48 hours of the test.',
    units: [['Running the business', 'Dashboards, budgets and key indicators.'], ['Team management', 'Leading and motivating a team day after day.'], ['Business English', 'Preparation for the TOEIC.']],
    skills: [['Block 1 – Analysis and diagnosis', 'Assessing how an organisation works.'], ['Block 2 – Implementation', 'Rolling out an action plan and measuring its effects.'], ['Block 3 – Professional communication', 'Writing, presenting and persuading.']],
  },
  mastere: {
    certification: 'Level 7 professional title (five years of higher education) registered with France Compétences; 120 ECTS credits.',
    admission: 'A three-year degree completed. Application file, case study and an interview with a panel of professionals.',
    units: [['Corporate strategy', 'Building a strategy and steering it.'], ['Leadership and change management', 'Guiding people through transformation.'], ['Professional thesis', 'A real business issue studied over two years.']],
    skills: [['Block 1 – Designing the strategy', 'Setting the direction and the means.'], ['Block 2 – Steering performance', 'Monitoring, analysing, deciding.'], ['Block 3 – Managing teams', 'Leading teams from several disciplines.']],
  },
  mba: {
    certification: 'Level 7 professional title (five years of higher education); 60 ECTS credits.',
    admission: 'A four-year degree or substantial work experience. Interview and case study.',
    units: [['Governance and strategy', 'Making decisions when the future is uncertain.'], ['Finance for executives', 'Reading, understanding and using financial statements.'], ['International seminar', 'A study week abroad.']],
    skills: [['Block 1 – Strategic leadership', 'Carrying a vision and turning it into a plan.'], ['Block 2 – Steering and transformation', 'Leading transformation projects.']],
  },
  'programme-grande-ecole': {
    certification: 'Level 7 professional title (five years of higher education), master’s degree status in progress; 300 ECTS credits.',
    admission: 'Straight after secondary school through Parcoursup, or directly into the third year. Written tests and an interview.',
    units: [['Management fundamentals', 'Marketing, finance, law and human resources.'], ['International track', 'A semester at a partner university.'], ['Company projects', 'Consulting assignments for partner companies.']],
    skills: [['Block 1 – Fundamentals', 'Mastering every function of a company.'], ['Block 2 – Expertise', 'Specialising in one field.'], ['Block 3 – Leadership', 'Managing projects and teams.']],
  },
  'dcg-dscg': {
    certification: 'French state diploma in accounting and management, awarded by the Ministry of Higher Education after national examinations.',
    admission: 'Secondary school diploma (DCG) or a completed DCG (DSCG). Application file and interview; on a work-study track, an apprenticeship contract with an accounting firm or a company.',
    units: [['Unit 1 – Law fundamentals', 'Civil law and contract law.'], ['Unit 9 – Accounting', 'Accounting principles and techniques.'], ['Unit 11 – Management control', 'Costs, budgets and dashboards.']],
    skills: [['Producing the accounts', 'Keeping the books and preparing the annual accounts.'], ['Taxation', 'Preparing the company’s tax returns.']],
  },
  paie: {
    certification: 'Professional title registered with France Compétences, which can be earned one skills block at a time.',
    admission: 'Application file, placement test and interview. You can start between 48 hours and 9 months after applying, depending on the intake you choose.',
    units: [['Payroll and social declarations', 'Payslips, the DSN monthly return and social charges.'], ['Employment law', 'Contracts, working time and absences.'], ['Payroll software', 'Hands-on practice with the software used in the market.']],
    skills: [['Block 1 – Running the payroll', 'Producing and checking payslips.'], ['Block 2 – Personnel administration', 'Keeping employees’ files up to date.']],
  },
};

const onTheJob = (f: FormationSeed) => (f.rhythm === 'periodic' ? 'work-study' : 'full-time');

export const summaryEn = (title: string, f: FormationSeed) => `${title}: a ${onTheJob(f)} programme that makes you operational quickly.`;

export const objectivesEn = (title: string, f: FormationSeed) =>
  `The **${title}** programme prepares you for hands-on positions as soon as you graduate.\n\n` +
  `- learn the technical skills recruiters look for;\n` +
  `- put them into practice in a company${f.rhythm === 'periodic' ? ', thanks to the work-study rhythm' : ' during your internships'};\n` +
  `- build your career plan with a dedicated coach.`;

export const priceEn = (f: FormationSeed) =>
  f.rhythm === 'periodic'
    ? 'Free of charge and paid on a work-study track: tuition is covered by the host company’s skills operator (OPCO).'
    : `Tuition: €${groupThousands(annualTuition(f), ',')} a year, payable in 10 interest-free instalments. No application fee.`;
