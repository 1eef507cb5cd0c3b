import type { Core } from '@strapi/strapi';
import type { BootstrapSettings } from './settings';

const TOKEN_NAME = 'site (local full access)';
const TOKEN_UID = 'admin::api-token';

/**
 * A full-access API token whose value is CMS_API_TOKEN, so the site can be configured with a known
 * value. Strapi only stores an HMAC of the key (with API_TOKEN_SALT) plus an encrypted copy for the
 * admin panel: both are rewritten on every boot, which also follows a changed salt or value.
 */
export async function ensureApiToken(strapi: Core.Strapi, settings: BootstrapSettings) {
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await strapi.db.query(TOKEN_UID).findOne({ where: { name: TOKEN_NAME } });
  const token =
    existing ??
    (await tokens.create({
      name: TOKEN_NAME,
      description: 'Known-value token for local use (CMS_API_TOKEN). Replace it in production.',
      type: 'full-access',
      lifespan: null,
    }));
  await strapi.db.query(TOKEN_UID).update({
    where: { id: token.id },
    data: {
      accessKey: tokens.hash(settings.apiToken),
      encryptedKey: strapi.service('admin::encryption').encrypt(settings.apiToken),
    },
  });
}
