/** Website settings (spec §3), answered by GET /api/users/me. Images are attached by the writer. */
import { EVENT_FORMS } from './events';

const social = (type: string, url: string, visible: boolean) => ({ type, url, visible });

const SOCIAL = [
  social('instagram', 'https://www.instagram.com/example_ecole', true),
  social('facebook', 'https://www.facebook.com/example.ecole', true),
  social('linkedin', 'https://www.linkedin.com/school/example-ecole', true),
  social('youtube', 'https://www.youtube.com/@example-ecole', true),
  social('twitter', 'https://twitter.com/example_ecole', false),
  social('tiktok', 'https://www.tiktok.com/@example_ecole', true),
  social('discord', 'https://discord.gg/example-ecole', false),
];

const SITE_URL = 'https://www.example-ecole.fr';

export const SETTINGS = {
  title: 'École Exemple – écoles de commerce, comptabilité, finance et paie',
  siteName: 'École Exemple',
  siteUrl: SITE_URL,
  email: 'contact@example-ecole.fr',
  phone: '01 84 60 12 00',
  // The demo's own state, as its statement page says: an audit found criteria not met.
  accessibilityStatus: 'partiellement-conforme',
  twitterSite: '@example_ecole',
  seo: {
    metaTitle: 'École Exemple – 26 campus, 80+ formations du Bac au Bac+5',
    metaDescription: 'BTS, bachelors, mastères, MBA, DCG, DSCG et paie en alternance ou en initial : 26 campus partout en France.',
  },
  metas: [
    { type: 'name', key: 'robots', value: 'index, follow' },
    { type: 'property', key: 'og:locale', value: 'fr_FR' },
    { type: 'property', key: 'og:type', value: 'website' },
    { type: 'itemprop', key: 'name', value: 'École Exemple' },
  ],
  schools: [{ name: 'École Exemple', url: SITE_URL, social: SOCIAL }],
  // where an event that names no form of its own registers
  eventRegistrationUrl: EVENT_FORMS.site,
};
