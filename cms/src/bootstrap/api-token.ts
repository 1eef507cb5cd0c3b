import type { Core } from '@strapi/strapi';
import type { BootstrapSettings } from './settings';
import { SITE_ACTIONS } from './site-access';

const TOKEN_NAME = 'site';
/** The name this token had while it was full-access: a database from then is converted, not left with two tokens. */
const FORMER_NAME = 'site (local full access)';
const TOKEN_UID = 'admin::api-token';

/**
 * The site's API token, whose value is CMS_API_TOKEN so the site can be configured with a known
 * value. A custom token allowed only the site's reads: a leaked site secret cannot change content.
 * Every boot rewrites its permissions (a changed list follows), and the HMAC of the key (with
 * API_TOKEN_SALT) plus the encrypted copy Strapi keeps for the admin panel (a changed salt or value follows).
 */
export async function ensureApiToken(strapi: Core.Strapi, settings: BootstrapSettings) {
  const tokens = strapi.service('admin::api-token-content-api');
  const token = {
    name: TOKEN_NAME,
    description: 'The website (CMS_API_TOKEN): reads only what the site shows.',
    type: 'custom',
    permissions: SITE_ACTIONS,
  };
  const existing = await strapi.db.query(TOKEN_UID).findOne({ where: { name: { $in: [TOKEN_NAME, FORMER_NAME] } } });
  const { id } = existing ? await tokens.update(existing.id, token) : await tokens.create({ ...token, lifespan: null });
  await strapi.db.query(TOKEN_UID).update({
    where: { id },
    data: {
      accessKey: tokens.hash(settings.apiToken),
      encryptedKey: strapi.service('admin::encryption').encrypt(settings.apiToken),
    },
  });
}
