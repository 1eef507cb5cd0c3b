/** English versions of some career sheets (their programmes are the French sheet's that exist in English). Offers stay French-only. */
import type { FicheMetierSeed } from '../careers';

/** An English sheet: the French sheet's texts; its programmes are taken from the French sheet. */
export type CareerText = Omit<FicheMetierSeed, 'formations'>;

/** French slug → English sheet. */
export const ENGLISH_CAREERS: Record<string, CareerText> = {
  comptable: {
    slug: 'accountant',
    title: 'Accountant',
    sector: 'Accounting',
    salary: '€28,000 to €38,000 gross a year',
    summary: 'An accountant records the company’s transactions and prepares its annual accounts.',
    missions: ['Enter and check accounting entries', 'Prepare VAT returns', 'Draw up the balance sheet'],
  },
  'gestionnaire-de-paie': {
    slug: 'payroll-administrator',
    title: 'Payroll administrator',
    sector: 'Payroll and HR',
    salary: '€28,000 to €40,000 gross a year',
    summary: 'A payroll administrator produces payslips and the company’s social security returns.',
    missions: ['Collect the variable pay items', 'Produce payslips', 'File the monthly DSN return'],
  },
  'controleur-de-gestion': {
    slug: 'management-controller',
    title: 'Management controller',
    sector: 'Finance',
    salary: '€38,000 to €55,000 gross a year',
    summary: 'A management controller builds the budgets and tracks the company’s performance.',
    missions: ['Draw up the budget', 'Design dashboards', 'Analyse variances'],
  },
};

export const careerDescriptionEn = (summary: string) => `${summary}\n\nSeveral of our programmes lead to this job, on a work-study or full-time track.`;
