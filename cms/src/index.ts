import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './bootstrap/admin';
import { ensureApiToken } from './bootstrap/api-token';
import { ensureLocales } from './bootstrap/locales';
import { keepMediaOriginals } from './bootstrap/media-originals';
import { closePublicRegistration } from './bootstrap/public-registration';
import { ensureServiceAccount } from './bootstrap/service-account';
import { readBootstrapSettings } from './bootstrap/settings';
import { ensureWebhook } from './bootstrap/webhook';
import { assertProductionSecrets } from './security/production-secrets';
import { seedIfEmpty } from './seed';

export default {
  /** Production refuses published or empty secrets before anything else runs. */
  register() {
    assertProductionSecrets();
  },

  /** Idempotent: safe on every boot, converges the database to the environment. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const settings = readBootstrapSettings();
    // before the server listens: register-admin is never open, public sign-up never on
    await ensureFirstAdmin(strapi, settings);
    await closePublicRegistration(strapi);
    await ensureLocales(strapi);
    await ensureServiceAccount(strapi, settings);
    await ensureApiToken(strapi, settings);
    await keepMediaOriginals(strapi);
    if (settings.seed) await seedIfEmpty(strapi);
    // after the seed: its thousands of entry events must not be posted to the site one by one
    await ensureWebhook(strapi, settings);
  },
};
