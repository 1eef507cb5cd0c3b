/** The navbar (type navbarproto) and footer menus: the `body` dynamic zone of `menu-enrichi`. */
import type { FormationSeed } from './formations';

export type Entry = { __component: string } & Record<string, unknown>;
export const link = (label: string, url: string) => ({ label, url });

const CATEGORY_SECTIONS: [string, string][] = [
  ['bts', 'BTS (Bac+2)'],
  ['bachelor', 'Bachelors (Bac+3)'],
  ['mastere', 'Mastères (Bac+5)'],
  ['mba', 'MBA'],
  ['dcg-dscg', 'Expertise comptable (DCG, DSCG)'],
  ['paie', 'Paie et gestion sociale'],
];

/** What the "Formations" dropdown says in one language, and where its links point (`''` or `'/en'`). */
export interface FormationMenuText {
  sections: [string, string][];
  seeAll: string;
  base: string;
}

const FORMATION_MENU_FR: FormationMenuText = { sections: CATEGORY_SECTIONS, seeAll: 'Voir toutes les formations', base: '' };

/** The "Formations" dropdown: one section per category, five programmes each, then "all". */
export function formationSections(formations: FormationSeed[], { sections, seeAll, base }: FormationMenuText = FORMATION_MENU_FR) {
  return sections.map(([category, Titre]) => ({
    Titre,
    items: [
      ...formations.filter((f) => f.category === category).slice(0, 5).map((f) => link(f.title, `${base}/formations/${f.slug}`)),
      link(seeAll, `${base}/formations?categorie=${category}`),
    ],
  }));
}

export function navbar(formations: FormationSeed[]): Entry[] {
  return [
    { __component: 'core.campus', label: 'Nos campus', slug: 'campus', url: '/campus' },
    { __component: 'core.menu-dropdown', label: 'Formations', slug: 'formations', url: '/formations', menu_sections: formationSections(formations) },
    {
      __component: 'core.menu-dropdown',
      label: 'Admission',
      slug: 'admission',
      url: '/admission',
      menu_sections: [
        { Titre: 'Intégrer l’école', items: [link('Admissions et tarifs', '/admission/admissions-et-tarifs'), link('Services aux étudiants', '/admission/services-aux-etudiants')] },
        { Titre: 'Financer ses études', items: [link('Paiement en ligne', '/paiement-en-ligne'), link('Autres moyens de paiement', '/autre-moyen-de-paiement')] },
      ],
    },
    {
      __component: 'core.menu-dropdown',
      label: 'Entreprises',
      slug: 'entreprises',
      url: '/entreprises',
      menu_sections: [
        { Titre: 'Recruter', items: [link('Recrutez nos talents', '/entreprises/recrutez-nos-talents'), link('Offres d’alternance', '/offres-alternance')] },
        { Titre: 'Soutenir l’école', items: [link('Taxe d’apprentissage', '/entreprises/taxe-apprentissage')] },
      ],
    },
    {
      __component: 'core.menu',
      label: 'L’école',
      slug: 'ecole',
      url: '/ecole',
      items: [link('Nos engagements', '/ecole/nos-engagements'), link('Démarche qualité', '/ecole/demarche-qualite'), link('Comités d’orientation stratégique', '/ecole/comites-d-orientation-strategique'), link('Fiches métiers', '/fiches-metiers')],
    },
    { __component: 'core.menu', label: 'Actualités', slug: 'actualites', url: '/actualites', items: [link('Actualités', '/actualites'), link('Blog', '/blog')] },
  ];
}

export const FOOTER: Entry[] = [
  { __component: 'core.menu', label: 'Formations', slug: 'formations', items: [link('BTS', '/formations?categorie=bts'), link('Bachelors', '/formations?categorie=bachelor'), link('Mastères', '/formations?categorie=mastere'), link('MBA', '/formations?categorie=mba'), link('80+ formations du réseau', '/formations-reseau')] },
  { __component: 'core.menu', label: 'L’école', slug: 'ecole', items: [link('Nos campus', '/campus'), link('Nos engagements', '/ecole/nos-engagements'), link('Alumni', '/alumni'), link('Fiches métiers', '/fiches-metiers')] },
  { __component: 'core.menu', label: 'Admission', slug: 'admission', items: [link('Admissions et tarifs', '/admission/admissions-et-tarifs'), link('Demande de brochure', '/crm/brochure'), link('Agenda', '/agenda')] },
  { __component: 'core.menu-item', label: 'Entreprises', url: '/entreprises' },
  { __component: 'core.menu-item', label: 'Offres d’alternance', url: '/offres-alternance' },
  { __component: 'core.menu-item', label: 'Contact', url: '/contact' },
];
