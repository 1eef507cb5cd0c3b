import type { Core } from '@strapi/strapi';
import { ensureApiToken } from './bootstrap/api-token';
import { ensureLocales } from './bootstrap/locales';
import { ensureServiceAccount } from './bootstrap/service-account';
import { readBootstrapSettings } from './bootstrap/settings';
import { ensureWebhook } from './bootstrap/webhook';
import { seedIfEmpty } from './seed';

export default {
  register() {},

  /** Idempotent: safe on every boot, converges the database to the environment. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const settings = readBootstrapSettings();
    await ensureLocales(strapi);
    await ensureServiceAccount(strapi, settings);
    await ensureApiToken(strapi, settings);
    if (settings.seed) await seedIfEmpty(strapi);
    // after the seed: its thousands of entry events must not be posted to the site one by one
    await ensureWebhook(strapi, settings);
  },
};
