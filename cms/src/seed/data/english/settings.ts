/** The English website settings: same school and links, English title, SEO texts, phone and og:locale. */
import { SETTINGS } from '../settings';
import { internationalPhone } from './campuses';

export const SETTINGS_EN = {
  ...SETTINGS,
  title: 'École Exemple – business, accounting, finance and payroll schools',
  phone: internationalPhone(SETTINGS.phone),
  seo: {
    metaTitle: 'École Exemple – 26 campuses, 80+ programmes from first year to master’s level',
    metaDescription: 'BTS, bachelor’s, master’s, MBA, DCG, DSCG and payroll programmes, work-study or full-time, on 26 campuses across France.',
  },
  metas: SETTINGS.metas.map((meta) => (meta.key === 'og:locale' ? { ...meta, value: 'en_GB' } : meta)),
};

/** The line under the school's name in its English logo. */
export const LOGO_TAGLINE_EN = '26 CAMPUSES IN FRANCE';

export const SHARE_IMAGE_ALT_EN = 'École Exemple – 26 campuses in France';
