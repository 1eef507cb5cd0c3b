/**
 * English versions of the main generic pages. `path` is the English `{rubrique}` or `{rubrique}/{slug}`
 * (the site serves them under /en/…); `from` is the French page it translates (same document, same layout).
 */
import { accordion, chapter, contacts, cta, keyData, quote, summaryMenu, text, type Section } from '../sections';

export interface EnglishArticleSeed {
  from: string;
  path: string;
  title: string;
  summary: string;
  sections: Section[];
}

export const ENGLISH_ARTICLES: EnglishArticleSeed[] = [
  {
    from: 'admission', path: 'admission', title: 'Admissions', summary: 'How to join one of our programmes, from a two-year BTS to a master’s degree.',
    sections: [
      summaryMenu('In this section', [['Admissions and fees', '/en/admission/admissions-and-fees'], ['Student services', '/en/admission/student-services'], ['Apply online', '/en/crm/brochure']]),
      chapter('The admission steps', 'steps'),
      accordion('Four steps to join us', [['1. Apply online', 'Fill in the application form: it only takes ten minutes.'], ['2. Tests and interview', 'Written tests suited to the level you are aiming for, and a motivation interview.'], ['3. An answer within 48 hours', 'The panel’s decision reaches you by email.'], ['4. Finding a company', 'For work-study programmes, our team helps you find your host company.']]),
      cta('Ready to apply?', 'Apply online', 'registration'),
    ],
  },
  {
    from: 'admission/admissions-et-tarifs', path: 'admission/admissions-and-fees', title: 'Admissions and fees', summary: 'Entry requirements, timetable and tuition fees.',
    sections: [
      text('Entry requirements', 'How long admission takes depends on the programme: BTS applications follow the national **Parcoursup** calendar; for the other programmes, allow between 48 hours and 9 months depending on your start date.'),
      accordion('Tuition fees', [['Work-study', 'The programme is free for the student: the company’s skills operator (OPCO) pays for it.'], ['Full-time study', 'From €6,900 to €8,900 a year depending on the level, payable in ten interest-free instalments.'], ['Application fee', 'There is no application fee.']]),
      cta('A question about funding?', 'Contact us', 'contact'),
    ],
  },
  {
    from: 'admission/services-aux-etudiants', path: 'admission/student-services', title: 'Student services', summary: 'Housing, disability support, guidance: our services.',
    sections: [
      text('Support tailored to you', 'Every student has an academic adviser and a career coach throughout their programme.'),
      accordion('Our services', [['Housing', 'Partnerships with student residences in every city.'], ['Disability', 'A disability adviser on every campus to adapt your studies.'], ['Finding a company', 'CV workshops, mock interviews and exclusive job offers.']]),
      contacts('Who to contact', [['Disability adviser', 'handicap@example-ecole.fr', '+33 1 84 60 12 10'], ['Corporate relations', 'entreprises@example-ecole.fr', '+33 1 84 60 12 20']]),
    ],
  },
  {
    from: 'ecole', path: 'the-school', title: 'The school', summary: 'A network of 26 campuses working for our students’ success.',
    sections: [
      keyData('The school in figures', [['26', 'campuses in France'], ['80+', 'programmes from first year to master’s level'], ['12,000', 'students every year'], ['89%', 'exam pass rate']]),
      quote('Our mission: make career-focused higher education available to everyone, everywhere in France.', 'Sophie Martin', 'Chief executive'),
    ],
  },
  {
    from: 'contact', path: 'contact', title: 'Contact', summary: 'A question? Our teams will answer you.',
    sections: [
      contacts('Get in touch', [['Admissions', 'admissions@example-ecole.fr', '+33 1 84 60 12 00'], ['Companies', 'entreprises@example-ecole.fr', '+33 1 84 60 12 20']]),
      cta('Write to us', 'Contact form', 'contact'),
    ],
  },
  {
    from: 'mentions-legales', path: 'legal-notices', title: 'Legal notices', summary: 'Publisher, hosting and intellectual property.',
    sections: [
      text('Publisher', 'École Exemple, a French simplified joint-stock company (SAS), 12 rue de la Chaussée-d’Antin, 75009 Paris, France.'),
      text('Hosting', 'The website is hosted by Cloudflare, Inc.'),
    ],
  },
  {
    from: 'charte-donnees-personnelles', path: 'data-privacy-policy', title: 'Data privacy policy', summary: 'How we handle your personal data.',
    sections: [text('Your data', 'The data collected through our forms is used only to handle your request. You can exercise your rights by writing to dpo@example-ecole.fr.')],
  },
  {
    from: 'cgv', path: 'terms-and-conditions', title: 'Terms and conditions of sale', summary: 'The terms that apply when you enrol.',
    sections: [accordion('Terms and conditions of sale', [['Article 1 – Purpose', 'These terms govern enrolment in the school’s programmes.'], ['Article 2 – Enrolment', 'Enrolment is final once we receive the signed contract and the first payment.'], ['Article 3 – Withdrawal', 'You have fourteen days to withdraw.']])],
  },
];
