/**
 * The English navbar and footer. Links point under /en; entry `slug`s stay the French menu's identifiers
 * (the site keys on them), labels are English. Only pages that exist in English are linked.
 */
import { formationSections, link, type Entry } from '../menus';
import { englishFormations } from './formations';

const FORMATION_MENU_EN = {
  sections: [
    ['bts', 'BTS (two-year degrees)'],
    ['bachelor', 'Bachelor’s degrees'],
    ['mastere', 'Master’s degrees'],
    ['mba', 'MBA'],
    ['dcg-dscg', 'Accounting (DCG, DSCG)'],
    ['paie', 'Payroll and HR administration'],
  ] as [string, string][],
  seeAll: 'See all programmes',
  base: '/en',
};

export const navbarEn = (): Entry[] => [
  { __component: 'core.campus', label: 'Our campuses', slug: 'campus', url: '/en/campus' },
  { __component: 'core.menu-dropdown', label: 'Programmes', slug: 'formations', url: '/en/formations', menu_sections: formationSections(englishFormations(), FORMATION_MENU_EN) },
  {
    __component: 'core.menu-dropdown',
    label: 'Admissions',
    slug: 'admission',
    url: '/en/admission',
    menu_sections: [{ Titre: 'Joining the school', items: [link('Admissions and fees', '/en/admission/admissions-and-fees'), link('Student services', '/en/admission/student-services')] }],
  },
  { __component: 'core.menu', label: 'The school', slug: 'ecole', url: '/en/the-school', items: [link('The school', '/en/the-school'), link('Contact', '/en/contact')] },
  { __component: 'core.menu', label: 'News', slug: 'actualites', url: '/en/actualites', items: [link('News', '/en/actualites'), link('Blog', '/en/blog'), link('Events', '/en/agenda')] },
];

export const FOOTER_EN: Entry[] = [
  { __component: 'core.menu', label: 'Programmes', slug: 'formations', items: [link('BTS', '/en/formations?categorie=bts'), link('Bachelor’s degrees', '/en/formations?categorie=bachelor'), link('Master’s degrees', '/en/formations?categorie=mastere'), link('MBA', '/en/formations?categorie=mba')] },
  { __component: 'core.menu', label: 'The school', slug: 'ecole', items: [link('Our campuses', '/en/campus'), link('The school', '/en/the-school'), link('News', '/en/actualites'), link('Events', '/en/agenda')] },
  { __component: 'core.menu', label: 'Admissions', slug: 'admission', items: [link('Admissions and fees', '/en/admission/admissions-and-fees'), link('Student services', '/en/admission/student-services')] },
  { __component: 'core.menu-item', label: 'Legal notices', url: '/en/legal-notices' },
  { __component: 'core.menu-item', label: 'Data privacy policy', url: '/en/data-privacy-policy' },
  { __component: 'core.menu-item', label: 'Terms and conditions of sale', url: '/en/terms-and-conditions' },
  { __component: 'core.menu-item', label: 'Contact', url: '/en/contact' },
];
