import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'fr', name: 'French (fr)' },
  { code: 'en', name: 'English (en)' },
];

/** French is the site's main language: make sure fr and en exist and fr is the default. */
export async function ensureLocales(strapi: Core.Strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = new Set((await locales.find()).map((locale) => locale.code));
  for (const locale of LOCALES) {
    if (!existing.has(locale.code)) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== 'fr') await locales.setDefaultLocale({ code: 'fr' });
}
