import type { Core } from '@strapi/strapi';
import type { BootstrapSettings } from './settings';
import { SITE_ACTIONS } from './site-access';

const TOKEN_NAME = 'site';
/** The same reads under the site's next key, while a rotation lasts (README, Operations). */
const NEXT_TOKEN_NAME = 'site (next)';
/** The name this token had while it was full-access: a database from then is converted, not left with two tokens. */
const FORMER_NAME = 'site (local full access)';
const TOKEN_UID = 'admin::api-token';

/** One token of the site's reads named `name` whose key is `key`, created or brought back to that. */
async function ensureSiteToken(strapi: Core.Strapi, names: string[], key: string, variable: string) {
  const tokens = strapi.service('admin::api-token-content-api');
  const token = {
    name: names[0],
    description: `The website (${variable}): reads only what the site shows.`,
    type: 'custom',
    permissions: SITE_ACTIONS,
  };
  const existing = await strapi.db.query(TOKEN_UID).findOne({ where: { name: { $in: names } } });
  const { id } = existing ? await tokens.update(existing.id, token) : await tokens.create({ ...token, lifespan: null });
  await strapi.db.query(TOKEN_UID).update({
    where: { id },
    data: {
      accessKey: tokens.hash(key),
      encryptedKey: strapi.service('admin::encryption').encrypt(key),
    },
  });
}

/**
 * The site's API token, whose value is CMS_API_TOKEN so the site can be configured with a known
 * value. A custom token allowed only the site's reads: a leaked site secret cannot change content.
 * Every boot rewrites its permissions (a changed list follows), and the HMAC of the key (with
 * API_TOKEN_SALT) plus the encrypted copy Strapi keeps for the admin panel (a changed salt or value follows).
 * With CMS_API_TOKEN_NEXT set, a second token with the same reads holds that key; without, it is revoked.
 */
export async function ensureApiToken(strapi: Core.Strapi, settings: BootstrapSettings) {
  await ensureSiteToken(strapi, [TOKEN_NAME, FORMER_NAME], settings.apiToken, 'CMS_API_TOKEN');
  if (settings.apiTokenNext) {
    await ensureSiteToken(strapi, [NEXT_TOKEN_NAME], settings.apiTokenNext, 'CMS_API_TOKEN_NEXT');
    return;
  }
  const next = await strapi.db.query(TOKEN_UID).findOne({ where: { name: NEXT_TOKEN_NAME } });
  if (next) await strapi.service('admin::api-token-content-api').revoke(next.id);
}
